import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Pleroma, type Entity, type WebSocketInterface } from 'megalodon';
import type { User } from '../../../src/entities/index.js';
import { follow } from '../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { useListeningApp } from '../../support/streaming.js';

/** megalodon's Pleroma driver finds the streaming URL in /api/v1/instance and opens the user stream. */
let alice: User, bob: User;
let asAlice: Pleroma, asBob: Pleroma;
let stream: WebSocketInterface | null = null;
afterAll(async () => {
  stream?.stop();
});
const t = useListeningApp();

beforeAll(async () => {
  [alice, bob] = await Promise.all([makeUser(t, { nickname: 'alice' }), makeUser(t, { nickname: 'bob' })]);
  await follow(t, bob, alice, { state: 'accepted' });
  asAlice = new Pleroma(t.base, await tokenFor(t, alice));
  asBob = new Pleroma(t.base, await tokenFor(t, bob));
});

describe('megalodon (Pleroma driver) streaming', () => {
  it('receives an update and a notification on the user stream', async () => {
    stream = await asBob.userStreaming();
    await new Promise((resolve) => stream!.on('connect', resolve));
    const update = new Promise<Entity.Status>((resolve) => stream!.on('update', resolve));
    const notification = new Promise<Entity.Notification>((resolve) => stream!.on('notification', resolve));
    const posted = await asAlice.postStatus('streaming to @bob', { visibility: 'public' });
    const status = posted.data as Entity.Status;
    expect((await update).id).toBe(status.id);
    expect((await update).account.acct).toBe('alice');
    const n = await notification;
    expect(n.type).toBe('mention');
    expect(n.status?.id).toBe(status.id);
  });
});
