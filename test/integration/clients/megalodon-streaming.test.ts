import { describe, expect, it } from '@jest/globals';
import type { Entity } from 'megalodon';
import { useMegalodonPair } from '../../support/megalodon.js';

/** megalodon's Pleroma driver finds the streaming URL in /api/v1/instance and opens the user stream. */
const m = useMegalodonPair('bob');

describe('megalodon (Pleroma driver) streaming', () => {
  it('receives an update and a notification on the user stream', async () => {
    const stream = await m.asBob.userStreaming();
    m.streams.push(stream);
    await new Promise((resolve) => stream.on('connect', resolve));
    const update = new Promise<Entity.Status>((resolve) => stream.on('update', resolve));
    const notification = new Promise<Entity.Notification>((resolve) => stream.on('notification', resolve));
    const posted = await m.asAlice.postStatus('streaming to @bob', { visibility: 'public' });
    const status = posted.data as Entity.Status;
    expect((await update).id).toBe(status.id);
    expect((await update).account.acct).toBe('alice');
    const n = await notification;
    expect(n.type).toBe('mention');
    expect(n.status?.id).toBe(status.id);
  });
});
