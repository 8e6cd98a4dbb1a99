import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { detector, Pleroma, type Entity, type WebSocketInterface } from 'megalodon';
import type { User } from '../../../src/entities/index.js';
import { follow } from '../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { useListeningApp } from '../../support/streaming.js';

/**
 * What everyday apps call, through megalodon as desktop clients use it: the driver chosen by `detector` from
 * nodeinfo, then search, bookmarks, pins, lists (and the list stream), markers, polls, filters and the app.
 */
let alice: User, bob: User;
let asAlice: Pleroma, asBob: Pleroma;
let stream: WebSocketInterface | null = null;
afterAll(async () => {
  stream?.stop();
});
const t = useListeningApp();

beforeAll(async () => {
  [alice, bob] = await Promise.all([makeUser(t, { nickname: 'alice' }), makeUser(t, { nickname: 'bob' })]);
  await follow(t, alice, bob, { state: 'accepted' });
  // What megalodon's generator() does with the detector's answer (its CommonJS default export is awkward from ESM).
  const sns = await detector(t.base);
  if (sns !== 'pleroma') throw new Error(`detector chose ${sns}`);
  asAlice = new Pleroma(t.base, await tokenFor(t, alice));
  asBob = new Pleroma(t.base, await tokenFor(t, bob));
});

const statusOf = (posted: { data: unknown }) => posted.data as Entity.Status;

describe('megalodon (driver from detector): what everyday clients call', () => {
  it('verifies the app and searches accounts, statuses and hashtags', async () => {
    expect((await asAlice.verifyAppCredentials()).data).toMatchObject({ name: 'test client' });
    const posted = statusOf(await asBob.postStatus('megalodon searches for #walruses', { visibility: 'public' }));
    const found = await asAlice.search('walruses');
    expect(found.data.statuses.map((s) => s.id)).toEqual([posted.id]);
    expect(found.data.hashtags.map((h) => h.name)).toEqual(['walruses']);
    expect((await asAlice.search('bob', { type: 'accounts' })).data.accounts.map((a) => a.acct)).toEqual(['bob']);
    expect((await asAlice.searchAccount('bo')).data.map((a) => a.acct)).toEqual(['bob']);
  });

  it('bookmarks and pins', async () => {
    const posted = statusOf(await asBob.postStatus('bookmark me', { visibility: 'public' }));
    expect((await asAlice.bookmarkStatus(posted.id)).data.bookmarked).toBe(true);
    expect((await asAlice.getBookmarks()).data.map((s) => s.id)).toEqual([posted.id]);
    expect((await asAlice.unbookmarkStatus(posted.id)).data.bookmarked).toBe(false);
    expect((await asBob.pinStatus(posted.id)).data.pinned).toBe(true);
    expect((await asAlice.getAccountStatuses(String(bob.id), { pinned: true })).data.map((s) => s.id)).toEqual([
      posted.id,
    ]);
    expect((await asBob.unpinStatus(posted.id)).data.pinned).toBe(false);
  });

  it('manages lists, reads a list timeline and streams it', async () => {
    const list = (await asAlice.createList('Bobs')).data;
    expect(list.title).toBe('Bobs');
    expect((await asAlice.updateList(list.id, 'Bob only')).data.title).toBe('Bob only');
    expect((await asAlice.getList(list.id)).data.id).toBe(list.id);
    expect((await asAlice.getLists()).data.map((l) => l.id)).toEqual([list.id]);
    await asAlice.addAccountsToList(list.id, [String(bob.id)]);
    expect((await asAlice.getAccountsInList(list.id)).data.map((a) => a.acct)).toEqual(['bob']);
    expect((await asAlice.getAccountLists(String(bob.id))).data.map((l) => l.id)).toEqual([list.id]);

    stream = await asAlice.listStreaming(list.id);
    await new Promise((resolve) => stream!.on('connect', resolve));
    const update = new Promise<Entity.Status>((resolve) => stream!.on('update', resolve));
    const posted = statusOf(await asBob.postStatus('for the list', { visibility: 'public' }));
    expect((await update).id).toBe(posted.id);
    expect((await asAlice.getListTimeline(list.id)).data[0].id).toBe(posted.id);

    await asAlice.deleteAccountsFromList(list.id, [String(bob.id)]);
    expect((await asAlice.getAccountsInList(list.id)).data).toEqual([]);
    await asAlice.deleteList(list.id);
    expect((await asAlice.getLists()).data).toEqual([]);
  });

  it('saves and reads markers', async () => {
    // megalodon's Pleroma converter keeps only the notifications marker (with Pleroma's unread_count).
    await asAlice.saveMarkers({ home: { last_read_id: '42' }, notifications: { last_read_id: '7' } });
    const markers = (await asAlice.getMarkers(['home', 'notifications'])).data as Entity.Marker;
    expect(markers.notifications).toEqual({
      last_read_id: '7',
      version: 0,
      updated_at: expect.any(String),
      unread_count: 0,
    });
  });

  it('posts a poll, reads it and votes', async () => {
    const posted = statusOf(
      await asBob.postStatus('tea or coffee?', { poll: { options: ['tea', 'coffee'], expires_in: 3600 } }),
    );
    expect(posted.poll?.options.map((o) => o.title)).toEqual(['tea', 'coffee']);
    expect((await asAlice.getPoll(posted.poll!.id)).data.voted).toBe(false);
    const voted = await asAlice.votePoll(posted.poll!.id, [0]);
    expect(voted.data).toMatchObject({ voted: true, votes_count: 1 });
  });

  it('manages filters', async () => {
    const created = (await asAlice.createFilter('spoilers', ['home'], { irreversible: true, whole_word: true })).data;
    expect(created).toMatchObject({ phrase: 'spoilers', context: ['home'], irreversible: true, whole_word: true });
    expect((await asAlice.getFilter(created.id)).data.id).toBe(created.id);
    expect((await asAlice.updateFilter(created.id, 'leaks', ['home', 'notifications'])).data.phrase).toBe('leaks');
    expect((await asAlice.getFilters()).data.map((f) => f.id)).toEqual([created.id]);
    await asAlice.deleteFilter(created.id);
    expect((await asAlice.getFilters()).data).toEqual([]);
  });
});
