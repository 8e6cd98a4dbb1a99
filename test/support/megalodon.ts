import { afterAll, beforeAll } from '@jest/globals';
import { Pleroma, type WebSocketInterface } from 'megalodon';
import type { User } from '../../src/entities/index.js';
import { follow } from './factories/social.factory.js';
import { makeUser, tokenFor } from './factories/user.factory.js';
import { useListeningApp } from './streaming.js';

/** Alice and Bob on a listening app, each with megalodon's Pleroma driver as desktop clients use it. */
export interface MegalodonPair {
  t: ReturnType<typeof useListeningApp>;
  alice: User;
  bob: User;
  asAlice: Pleroma;
  asBob: Pleroma;
  /** The streams a test opens: all stopped after the file's tests. */
  streams: WebSocketInterface[];
}

/** Boots the app for the file, with `follower` following the other one (accepted). */
export function useMegalodonPair(follower: 'alice' | 'bob'): MegalodonPair {
  const pair = { streams: [] as WebSocketInterface[] } as MegalodonPair;
  afterAll(() => pair.streams.forEach((stream) => stream.stop()));
  pair.t = useListeningApp();
  beforeAll(async () => {
    const { t } = pair;
    [pair.alice, pair.bob] = await Promise.all([makeUser(t, { nickname: 'alice' }), makeUser(t, { nickname: 'bob' })]);
    const [from, to] = follower === 'alice' ? [pair.alice, pair.bob] : [pair.bob, pair.alice];
    await follow(t, from, to, { state: 'accepted' });
    pair.asAlice = new Pleroma(t.base, await tokenFor(t, pair.alice));
    pair.asBob = new Pleroma(t.base, await tokenFor(t, pair.bob));
  });
  return pair;
}
