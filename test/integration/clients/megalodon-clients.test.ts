import { beforeAll, describe, expect, it } from '@jest/globals';
import { detector, type Entity } from 'megalodon';
import { useMegalodonPair } from '../../support/megalodon.js';

/**
 * What everyday apps call, through megalodon as desktop clients use it: the driver chosen by `detector` from
 * nodeinfo, then search, bookmarks, pins, lists (and the list stream), markers, polls, filters and the app.
 */
const m = useMegalodonPair('alice');

beforeAll(async () => {
  // What megalodon's generator() does first: choose the driver from nodeinfo (its CommonJS default export is
  // awkward from ESM, so the pair is built with the Pleroma driver directly).
  const sns = await detector(m.t.base);
  if (sns !== 'pleroma') throw new Error(`detector chose ${sns}`);
});

const statusOf = (posted: { data: unknown }) => posted.data as Entity.Status;

describe('megalodon (driver from detector): what everyday clients call', () => {
  it('verifies the app and searches accounts, statuses and hashtags', async () => {
    expect((await m.asAlice.verifyAppCredentials()).data).toMatchObject({ name: 'test client' });
    const posted = statusOf(await m.asBob.postStatus('megalodon searches for #walruses', { visibility: 'public' }));
    const found = await m.asAlice.search('walruses');
    expect(found.data.statuses.map((s) => s.id)).toEqual([posted.id]);
    expect(found.data.hashtags.map((h) => h.name)).toEqual(['walruses']);
    expect((await m.asAlice.search('bob', { type: 'accounts' })).data.accounts.map((a) => a.acct)).toEqual(['bob']);
    expect((await m.asAlice.searchAccount('bo')).data.map((a) => a.acct)).toEqual(['bob']);
  });

  it('bookmarks and pins', async () => {
    const posted = statusOf(await m.asBob.postStatus('bookmark me', { visibility: 'public' }));
    expect((await m.asAlice.bookmarkStatus(posted.id)).data.bookmarked).toBe(true);
    expect((await m.asAlice.getBookmarks()).data.map((s) => s.id)).toEqual([posted.id]);
    expect((await m.asAlice.unbookmarkStatus(posted.id)).data.bookmarked).toBe(false);
    expect((await m.asBob.pinStatus(posted.id)).data.pinned).toBe(true);
    expect((await m.asAlice.getAccountStatuses(String(m.bob.id), { pinned: true })).data.map((s) => s.id)).toEqual([
      posted.id,
    ]);
    expect((await m.asBob.unpinStatus(posted.id)).data.pinned).toBe(false);
  });

  it('manages lists, reads a list timeline and streams it', async () => {
    const list = (await m.asAlice.createList('Bobs')).data;
    expect(list.title).toBe('Bobs');
    expect((await m.asAlice.updateList(list.id, 'Bob only')).data.title).toBe('Bob only');
    expect((await m.asAlice.getList(list.id)).data.id).toBe(list.id);
    expect((await m.asAlice.getLists()).data.map((l) => l.id)).toEqual([list.id]);
    await m.asAlice.addAccountsToList(list.id, [String(m.bob.id)]);
    expect((await m.asAlice.getAccountsInList(list.id)).data.map((a) => a.acct)).toEqual(['bob']);
    expect((await m.asAlice.getAccountLists(String(m.bob.id))).data.map((l) => l.id)).toEqual([list.id]);

    const stream = await m.asAlice.listStreaming(list.id);
    m.streams.push(stream);
    await new Promise((resolve) => stream.on('connect', resolve));
    const update = new Promise<Entity.Status>((resolve) => stream.on('update', resolve));
    const posted = statusOf(await m.asBob.postStatus('for the list', { visibility: 'public' }));
    expect((await update).id).toBe(posted.id);
    expect((await m.asAlice.getListTimeline(list.id)).data[0].id).toBe(posted.id);

    await m.asAlice.deleteAccountsFromList(list.id, [String(m.bob.id)]);
    expect((await m.asAlice.getAccountsInList(list.id)).data).toEqual([]);
    await m.asAlice.deleteList(list.id);
    expect((await m.asAlice.getLists()).data).toEqual([]);
  });

  it('saves and reads markers', async () => {
    // megalodon's Pleroma converter keeps only the notifications marker (with Pleroma's unread_count).
    await m.asAlice.saveMarkers({ home: { last_read_id: '42' }, notifications: { last_read_id: '7' } });
    const markers = (await m.asAlice.getMarkers(['home', 'notifications'])).data as Entity.Marker;
    expect(markers.notifications).toEqual({
      last_read_id: '7',
      version: 0,
      updated_at: expect.any(String),
      unread_count: 0,
    });
  });

  it('posts a poll, reads it and votes', async () => {
    const posted = statusOf(
      await m.asBob.postStatus('tea or coffee?', { poll: { options: ['tea', 'coffee'], expires_in: 3600 } }),
    );
    expect(posted.poll?.options.map((o) => o.title)).toEqual(['tea', 'coffee']);
    expect((await m.asAlice.getPoll(posted.poll!.id)).data.voted).toBe(false);
    const voted = await m.asAlice.votePoll(posted.poll!.id, [0]);
    expect(voted.data).toMatchObject({ voted: true, votes_count: 1 });
  });

  it('manages filters', async () => {
    const created = (await m.asAlice.createFilter('spoilers', ['home'], { irreversible: true, whole_word: true })).data;
    expect(created).toMatchObject({ phrase: 'spoilers', context: ['home'], irreversible: true, whole_word: true });
    expect((await m.asAlice.getFilter(created.id)).data.id).toBe(created.id);
    expect((await m.asAlice.updateFilter(created.id, 'leaks', ['home', 'notifications'])).data.phrase).toBe('leaks');
    expect((await m.asAlice.getFilters()).data.map((f) => f.id)).toEqual([created.id]);
    await m.asAlice.deleteFilter(created.id);
    expect((await m.asAlice.getFilters()).data).toEqual([]);
  });
});
