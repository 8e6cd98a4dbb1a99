import { describe, expect, it } from '@jest/globals';
import { Notification, Poll, type Status } from '../../../../src/entities/index.js';
import { announceEndedPolls } from '../../../../src/polls/poll.service.js';
import { SEARCH_VECTOR } from '../../../../src/search/search.service.js';
import { updateSettings } from '../../../support/settings.js';
import { follow, makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api, ids } from '../../../support/rest.js';

const t = useTestApp();

const users = (n: number) => makeUsersWithTokens(t, n);
const sid = (...statuses: Status[]) => statuses.map((s) => String(s.id));

describe('GET /api/v2/search', () => {
  it('finds statuses by full-text search, only those the caller may see, newest first', async () => {
    const [me, author, stranger] = await users(3);
    const a = await makeStatus(t, author.user, 'the quick brown fox jumps');
    const b = await makeStatus(t, author.user, { status: 'brown bears and a fox', spoilerText: 'animals' });
    await makeStatus(t, author.user, { status: 'a private fox', visibility: 'private' });
    await makeStatus(t, author.user, 'nothing to see');
    const res = await api(t, me.token).get('/api/v2/search?q=fox&type=statuses');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accounts: [], statuses: expect.any(Array), hashtags: [] });
    expect(ids(res.body.statuses)).toEqual(sid(b, a));
    expect(ids((await api(t, me.token).get('/api/v2/search?q=animals fox&type=statuses')).body.statuses)).toEqual(
      sid(b),
    );
    expect(ids((await api(t, me.token).get('/api/v2/search?q="quick brown"')).body.statuses)).toEqual(sid(a));
    expect(ids((await api(t, me.token).get('/api/v2/search?q=fox -bears')).body.statuses)).toEqual(sid(a));
    expect(ids((await api(t, me.token).get('/api/v2/search?q=fox&limit=1&offset=1')).body.statuses)).toEqual(sid(a));
    expect(ids((await api(t, me.token).get(`/api/v2/search?q=fox&max_id=${b.id}`)).body.statuses)).toEqual(sid(a));
    expect(
      ids((await api(t, me.token).get(`/api/v2/search?q=fox&account_id=${stranger.user.id}`)).body.statuses),
    ).toEqual([]);
    // The follower sees the private one too.
    await follow(t, stranger.user, author.user);
    expect((await api(t, stranger.token).get('/api/v2/search?q=fox')).body.statuses).toHaveLength(3);
  });

  it('reads offset and limit as the search API always has: refused in its words, a limit below 1 taken as 1', async () => {
    const [me, author] = await users(2);
    for (const n of [1, 2, 3]) await makeStatus(t, author.user, `walrus number ${n}`);
    const get = (params: string) => api(t, me.token).get(`/api/v2/search?q=walrus&type=statuses${params}`);
    for (const [params, error] of [
      ['&offset=-1', 'offset: an integer from 0 to 10000'],
      ['&offset=10001', 'offset: an integer from 0 to 10000'],
      ['&offset=x', 'offset: Int cannot represent non-integer value: "x"'],
      ['&limit=1.5', 'limit: Int cannot represent non-integer value: "1.5"'],
    ]) {
      const res = await get(params);
      expect([params, res.status, res.body]).toEqual([params, 400, { error }]);
    }
    expect((await get('&limit=0')).body.statuses).toHaveLength(1);
    expect((await get('&limit=-5')).body.statuses).toHaveLength(1);
    expect((await get('&limit=2&offset=2')).body.statuses).toHaveLength(1);
    expect((await get('&offset=3')).body).toEqual({ accounts: [], statuses: [], hashtags: [] });
    const accounts = await api(t, me.token).get(`/api/v1/accounts/search?q=${author.user.nickname}&limit=0`);
    expect([accounts.status, ids(accounts.body)]).toEqual([200, [String(author.user.id)]]);
  });

  it('finds a status by its URL here, and nothing for one the caller may not see', async () => {
    const [me, author] = await users(2);
    const s = await makeStatus(t, author.user, 'linked');
    const secret = await makeStatus(t, author.user, { status: 'secret', visibility: 'direct' });
    expect(
      ids(
        (await api(t, me.token).get(`/api/v2/search?q=${encodeURIComponent(`http://fedigraph.test/notice/${s.id}`)}`))
          .body.statuses,
      ),
    ).toEqual(sid(s));
    expect(
      (
        await api(t, me.token).get(
          `/api/v2/search?q=${encodeURIComponent(`http://fedigraph.test/notice/${secret.id}`)}`,
        )
      ).body.statuses,
    ).toEqual([]);
  });

  it('finds accounts by nickname, nick@host and display name, and hashtags by prefix', async () => {
    const [me, zed] = await users(2);
    await api(t, zed.token).patch('/api/v1/accounts/update_credentials').send({ display_name: 'Zebediah Quux' });
    await makeStatus(t, zed.user, 'about #zoology and #zoos');
    const byNick = await api(t, me.token).get(`/api/v2/search?q=${zed.user.nickname}&type=accounts`);
    expect(byNick.body.accounts.map((a: { id: string }) => a.id)).toEqual([String(zed.user.id)]);
    const byHandle = await api(t, me.token).get(`/api/v2/search?q=@${zed.user.nickname}@fedigraph.test&type=accounts`);
    expect(byHandle.body.accounts.map((a: { acct: string }) => a.acct)).toEqual([zed.user.nickname]);
    const byName = await api(t, me.token).get('/api/v2/search?q=bediah&type=accounts&resolve=true');
    expect(byName.body.accounts.map((a: { id: string }) => a.id)).toEqual([String(zed.user.id)]);
    const tags = await api(t, me.token).get('/api/v2/search?q=%23zoo&type=hashtags');
    expect(tags.body.hashtags).toEqual([
      { name: 'zoos', url: 'http://fedigraph.test/tag/zoos', history: [] },
      { name: 'zoology', url: 'http://fedigraph.test/tag/zoology', history: [] },
    ]);
  });

  it('answers anonymous callers with public results, and refuses a bad offset', async () => {
    const [author] = await users(1);
    const s = await makeStatus(t, author.user, 'anonymously searchable xylophone');
    expect(ids((await api(t).get('/api/v2/search?q=xylophone')).body.statuses)).toEqual(sid(s));
    expect((await api(t).get('/api/v2/search?q=x&offset=-1')).status).toBe(400);
    expect((await api(t).get('/api/v2/search')).status).toBe(400);
  });

  it('uses the full-text index (EXPLAIN)', async () => {
    const em = t.orm.em.fork();
    await em.getConnection().execute('set enable_seqscan = off');
    const plan: Array<Record<string, string>> = await em.getConnection().execute(
      `explain with matched as materialized (select s.id from statuses s where ${SEARCH_VECTOR} @@ websearch_to_tsquery('simple', 'fox'))
       select s.id from matched m join statuses s on s.id = m.id order by s.id desc limit 20`,
    );
    await em.getConnection().execute('reset enable_seqscan');
    expect(plan.map((r) => Object.values(r)[0]).join('\n')).toMatch(/statuses_text_search/);
  });
});

describe('GET /api/v1/accounts/search', () => {
  it('lists accounts, only followed ones with following=true', async () => {
    const [me, fan1, fan2] = await users(3);
    await follow(t, me.user, fan1.user);
    const prefix = fan1.user.nickname.replace(/\d+$/, '');
    const all = await api(t, me.token).get(`/api/v1/accounts/search?q=${prefix}&limit=40`);
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual(expect.arrayContaining([String(fan1.user.id), String(fan2.user.id)]));
    const followed = await api(t, me.token).get(`/api/v1/accounts/search?q=${prefix}&following=true&limit=40`);
    expect(ids(followed.body)).toEqual([String(fan1.user.id)]);
  });
});

describe('POST /api/v1/statuses/:id/bookmark', () => {
  it('bookmarks, shows bookmarked for the viewer only, lists bookmarks with a Link header, and unbookmarks', async () => {
    const [me, other] = await users(2);
    const s1 = await makeStatus(t, other.user, 'one');
    const s2 = await makeStatus(t, other.user, 'two');
    const res = await api(t, me.token).post(`/api/v1/statuses/${s1.id}/bookmark`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: String(s1.id), bookmarked: true });
    await api(t, me.token).post(`/api/v1/statuses/${s2.id}/bookmark`);
    await api(t, me.token).post(`/api/v1/statuses/${s2.id}/bookmark`);
    expect((await api(t, other.token).get(`/api/v1/statuses/${s1.id}`)).body.bookmarked).toBe(false);
    const list = await api(t, me.token).get('/api/v1/bookmarks?limit=1');
    expect(ids(list.body)).toEqual(sid(s2));
    expect(list.headers.link).toMatch(/max_id=\d+>; rel="next"/);
    const next = /<([^>]+)>; rel="next"/.exec(list.headers.link)![1].replace('http://fedigraph.test', '');
    expect(ids((await api(t, me.token).get(next)).body)).toEqual(sid(s1));
    expect((await api(t, me.token).post(`/api/v1/statuses/${s1.id}/unbookmark`)).body.bookmarked).toBe(false);
    expect(ids((await api(t, me.token).get('/api/v1/bookmarks')).body)).toEqual(sid(s2));
  });

  it('refuses statuses the viewer may not see, anonymous callers and tokens without the scope', async () => {
    const [me, other] = await users(2);
    const secret = await makeStatus(t, other.user, { status: 'dm', visibility: 'direct' });
    expect((await api(t, me.token).post(`/api/v1/statuses/${secret.id}/bookmark`)).status).toBe(404);
    expect((await api(t).post(`/api/v1/statuses/${secret.id}/bookmark`)).status).toBe(401);
    const readOnly = await tokenFor(t, me.user, ['read']);
    expect((await api(t, readOnly).post(`/api/v1/statuses/${secret.id}/bookmark`)).status).toBe(403);
    expect((await api(t).get('/api/v1/bookmarks')).status).toBe(401);
  });
});

describe('POST /api/v1/statuses/:id/bookmark while an admin deletes the status', () => {
  // The status is found visible, then deleted by the admin's request before the bookmark (or reblog) is written:
  // the database refuses the row it names, and the answer is the 404 the check would have given.
  it('answers 200 or 404 Record not found, never 500, and leaves no bookmark behind', async () => {
    const [me, author] = await users(2);
    const admin = await tokenFor(t, await makeUser(t, { isAdmin: true }), ['read', 'write', 'admin']);
    const statuses = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const doomed = await makeStatus(t, author.user, `doomed ${i}`);
      const replies = await Promise.all([
        api(t, me.token).post(`/api/v1/statuses/${doomed.id}/reblog`),
        api(t, me.token).post(`/api/v1/statuses/${doomed.id}/bookmark`),
        api(t, admin).delete(`/api/pleroma/admin/statuses/${doomed.id}`),
        api(t, me.token).post(`/api/v1/statuses/${doomed.id}/bookmark`),
      ]);
      expect(replies[2].status).toBe(200);
      for (const res of [replies[0], replies[1], replies[3]]) {
        statuses.add(res.status);
        if (res.status !== 200) expect([res.status, res.body]).toEqual([404, { error: 'Record not found' }]);
      }
    }
    expect(statuses).toContain(404);
    expect((await api(t, me.token).get('/api/v1/bookmarks')).body).toEqual([]);
    expect(t.logLines.filter((line) => line.includes('operation failed'))).toEqual([]);
  });
});

describe('POST /api/v1/statuses/:id/pin', () => {
  it('pins own public statuses up to max_pinned_statuses, shows them with pinned=true, unpins', async () => {
    const [me, other] = await users(2);
    await updateSettings(t.orm.em.fork(), 'instance', { max_pinned_statuses: 2 });
    const [a, b, c] = [
      await makeStatus(t, me.user, 'a'),
      await makeStatus(t, me.user, 'b'),
      await makeStatus(t, me.user, 'c'),
    ];
    const pinned = await api(t, me.token).post(`/api/v1/statuses/${a.id}/pin`);
    expect(pinned.status).toBe(200);
    expect(pinned.body).toMatchObject({ pinned: true, pleroma: { pinned_at: expect.any(String) } });
    await api(t, me.token).post(`/api/v1/statuses/${b.id}/pin`);
    const third = await api(t, me.token).post(`/api/v1/statuses/${c.id}/pin`);
    expect(third.status).toBe(422);
    expect(third.body).toEqual({ error: 'You have already pinned the maximum number of statuses' });
    expect(ids((await api(t, other.token).get(`/api/v1/accounts/${me.user.id}/statuses?pinned=true`)).body)).toEqual(
      sid(b, a),
    );
    expect((await api(t, other.token).get(`/api/v1/statuses/${a.id}`)).body.pinned).toBe(true);
    expect((await api(t, me.token).post(`/api/v1/statuses/${a.id}/unpin`)).body.pinned).toBe(false);
    expect(ids((await api(t, other.token).get(`/api/v1/accounts/${me.user.id}/statuses?pinned=true`)).body)).toEqual(
      sid(b),
    );
  });

  it("refuses others' statuses and non-public ones", async () => {
    const [me, other] = await users(2);
    const theirs = await makeStatus(t, other.user, 'theirs');
    const mine = await makeStatus(t, me.user, { status: 'private', visibility: 'private' });
    expect((await api(t, me.token).post(`/api/v1/statuses/${theirs.id}/pin`)).status).toBe(404);
    expect((await api(t, me.token).post(`/api/v1/statuses/${mine.id}/pin`)).body).toEqual({
      error: 'Non-public status cannot be pinned',
    });
  });
});

describe('GET /api/v1/lists', () => {
  it('creates, reads, renames and deletes lists; only the owner sees them', async () => {
    const [me, other] = await users(2);
    const created = await api(t, me.token).post('/api/v1/lists').send({ title: 'Friends' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(String), title: 'Friends', replies_policy: 'list' });
    const id = created.body.id;
    expect((await api(t, me.token).get('/api/v1/lists')).body).toEqual([created.body]);
    expect((await api(t, me.token).get(`/api/v1/lists/${id}`)).body).toEqual(created.body);
    expect((await api(t, other.token).get(`/api/v1/lists/${id}`)).status).toBe(404);
    expect((await api(t, other.token).get('/api/v1/lists')).body).toEqual([]);
    const renamed = await api(t, me.token).put(`/api/v1/lists/${id}`).send({ title: 'Pals', replies_policy: 'none' });
    expect(renamed.body).toEqual({ id, title: 'Pals', replies_policy: 'none' });
    expect((await api(t, me.token).post('/api/v1/lists').send({ title: ' ' })).status).toBe(422);
    expect((await api(t, me.token).put(`/api/v1/lists/${id}`).send({ replies_policy: 'everyone' })).status).toBe(400);
    expect((await api(t, other.token).delete(`/api/v1/lists/${id}`)).status).toBe(404);
    const deleted = await api(t, me.token).delete(`/api/v1/lists/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({});
    expect((await api(t, me.token).get(`/api/v1/lists/${id}`)).status).toBe(404);
  });

  it('adds followed accounts only, lists them, shows their statuses on the list timeline, and the lists holding an account', async () => {
    const [me, friend, stranger] = await users(3);
    await follow(t, me.user, friend.user);
    const list = (await api(t, me.token).post('/api/v1/lists').send({ title: 'Close' })).body;
    const refused = await api(t, me.token)
      .post(`/api/v1/lists/${list.id}/accounts`)
      .send({ account_ids: [stranger.user.id] });
    expect(refused.status).toBe(422);
    const added = await api(t, me.token)
      .post(`/api/v1/lists/${list.id}/accounts`)
      .send({ account_ids: [friend.user.id] });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({});
    expect(ids((await api(t, me.token).get(`/api/v1/lists/${list.id}/accounts`)).body)).toEqual([
      String(friend.user.id),
    ]);
    expect((await api(t, me.token).get(`/api/v1/accounts/${friend.user.id}/lists`)).body).toEqual([list]);
    const s = await makeStatus(t, friend.user, 'on the list');
    await makeStatus(t, stranger.user, 'not on it');
    const timeline = await api(t, me.token).get(`/api/v1/timelines/list/${list.id}`);
    expect(ids(timeline.body)).toEqual(sid(s));
    expect((await api(t, stranger.token).get(`/api/v1/timelines/list/${list.id}`)).status).toBe(404);
    const removed = await api(t, me.token).delete(`/api/v1/lists/${list.id}/accounts?account_ids[]=${friend.user.id}`);
    expect(removed.status).toBe(200);
    expect((await api(t, me.token).get(`/api/v1/lists/${list.id}/accounts`)).body).toEqual([]);
  });
});

describe('GET /api/v1/markers', () => {
  it('saves markers (version counts the saves) and reads those asked for', async () => {
    const [me] = await users(1);
    expect((await api(t, me.token).get('/api/v1/markers?timeline[]=home')).body).toEqual({});
    const saved = await api(t, me.token)
      .post('/api/v1/markers')
      .send({ home: { last_read_id: '105' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      home: { last_read_id: '105', version: 0, updated_at: expect.any(String), pleroma: { unread_count: 0 } },
    });
    await api(t, me.token)
      .post('/api/v1/markers')
      .type('form')
      .send('home[last_read_id]=107&notifications[last_read_id]=3');
    const read = await api(t, me.token).get('/api/v1/markers?timeline[]=home&timeline[]=notifications');
    expect(read.body).toEqual({
      home: { last_read_id: '107', version: 1, updated_at: expect.any(String), pleroma: { unread_count: 0 } },
      notifications: { last_read_id: '3', version: 0, updated_at: expect.any(String), pleroma: { unread_count: 0 } },
    });
    expect((await api(t, me.token).post('/api/v1/markers').send({})).status).toBe(400);
    expect((await api(t).get('/api/v1/markers')).status).toBe(401);
  });
});

describe('POST /api/v1/polls/:id/votes', () => {
  it('posts a status with a poll, shows it, takes votes and refuses bad ones', async () => {
    const [author, voter, other] = await users(3);
    const posted = await api(t, author.token)
      .post('/api/v1/statuses')
      .type('form')
      .send('status=Which?&poll[options][]=tea&poll[options][]=coffee&poll[expires_in]=3600');
    expect(posted.status).toBe(200);
    const poll = posted.body.poll;
    expect(poll).toEqual({
      id: expect.any(String),
      expires_at: expect.any(String),
      expired: false,
      multiple: false,
      votes_count: 0,
      voters_count: 0,
      options: [
        { title: 'tea', votes_count: 0 },
        { title: 'coffee', votes_count: 0 },
      ],
      emojis: [],
      voted: true,
      own_votes: [],
    });
    const anonymous = await api(t).get(`/api/v1/polls/${poll.id}`);
    expect(anonymous.body).not.toHaveProperty('voted');
    expect(anonymous.body).not.toHaveProperty('own_votes');
    expect((await api(t, voter.token).get(`/api/v1/polls/${poll.id}`)).body).toMatchObject({
      voted: false,
      own_votes: [],
    });

    const voted = await api(t, voter.token)
      .post(`/api/v1/polls/${poll.id}/votes`)
      .send({ choices: [1] });
    expect(voted.status).toBe(200);
    expect(voted.body).toMatchObject({
      votes_count: 1,
      voters_count: 1,
      voted: true,
      own_votes: [1],
      options: [
        { title: 'tea', votes_count: 0 },
        { title: 'coffee', votes_count: 1 },
      ],
    });
    expect(
      (
        await api(t, voter.token)
          .post(`/api/v1/polls/${poll.id}/votes`)
          .send({ choices: [0] })
      ).body,
    ).toEqual({ error: 'Already voted' });
    expect(
      (
        await api(t, author.token)
          .post(`/api/v1/polls/${poll.id}/votes`)
          .send({ choices: [0] })
      ).body,
    ).toEqual({ error: "Poll's author can't vote" });
    expect(
      (
        await api(t, other.token)
          .post(`/api/v1/polls/${poll.id}/votes`)
          .send({ choices: [0, 1] })
      ).status,
    ).toBe(422);
    expect(
      (
        await api(t, other.token)
          .post(`/api/v1/polls/${poll.id}/votes`)
          .send({ choices: [5] })
      ).body,
    ).toEqual({ error: 'Invalid indices' });
    expect((await api(t, other.token).get(`/api/v1/statuses/${posted.body.id}`)).body.poll).toMatchObject({
      votes_count: 1,
      voted: false,
    });
  });

  it('checks the poll against poll_limits and changes nothing on bad input', async () => {
    const [author] = await users(1);
    const post = (body: Record<string, unknown>) =>
      api(t, author.token)
        .post('/api/v1/statuses')
        .send({ status: 'poll', ...body });
    expect((await post({ poll: { options: ['only'], expires_in: 600 } })).body).toEqual({
      error: 'Poll must contain at least 2 options',
    });
    expect(
      (await post({ poll: { options: Array.from({ length: 21 }, (_, i) => `o${i}`), expires_in: 600 } })).status,
    ).toBe(422);
    expect((await post({ poll: { options: ['a', 'x'.repeat(201)], expires_in: 600 } })).status).toBe(422);
    expect((await post({ poll: { options: ['a', 'b'], expires_in: 999_999_999 } })).body).toEqual({
      error: 'Expiration date is too far in the future',
    });
    expect((await post({ poll: { options: ['a', 'a'], expires_in: 600 } })).status).toBe(422);
    expect((await api(t, author.token).get(`/api/v1/accounts/${author.user.id}/statuses`)).body).toEqual([]);
  });

  it('a multiple-choice poll takes several choices; hide_totals hides counts from others until it ends', async () => {
    const [author, voter] = await users(2);
    const posted = await api(t, author.token)
      .post('/api/v1/statuses')
      .send({ status: 'Pick', poll: { options: ['a', 'b', 'c'], expires_in: 600, multiple: true, hide_totals: true } });
    const id = posted.body.poll.id;
    const voted = await api(t, voter.token)
      .post(`/api/v1/polls/${id}/votes`)
      .send({ choices: [0, 2] });
    expect(voted.body).toMatchObject({
      multiple: true,
      votes_count: 2,
      voters_count: 1,
      own_votes: [0, 2],
      options: [{ votes_count: null }, { votes_count: null }, { votes_count: null }],
    });
    expect(
      (await api(t, author.token).get(`/api/v1/polls/${id}`)).body.options.map(
        (o: { votes_count: number }) => o.votes_count,
      ),
    ).toEqual([1, 0, 1]);
  });

  it('tells voters and the author when it ends, once (the job reads the database, so it survives restarts)', async () => {
    const [author, voter] = await users(2);
    const posted = await api(t, author.token)
      .post('/api/v1/statuses')
      .send({ status: 'Soon over', poll: { options: ['y', 'n'], expires_in: 600 } });
    await api(t, voter.token)
      .post(`/api/v1/polls/${posted.body.poll.id}/votes`)
      .send({ choices: [0] });
    const em = t.orm.em.fork();
    await em.nativeUpdate(Poll, { id: Number(posted.body.poll.id) }, { expiresAt: new Date(Date.now() - 1000) });
    const announced = await announceEndedPolls(t.orm.em.fork());
    expect(announced).toContain(Number(posted.body.poll.id));
    expect(await announceEndedPolls(t.orm.em.fork())).not.toContain(Number(posted.body.poll.id));
    for (const u of [author, voter]) {
      const notes = (await api(t, u.token).get('/api/v1/notifications?types[]=poll')).body;
      expect(notes).toEqual([
        expect.objectContaining({
          type: 'poll',
          status: expect.objectContaining({ id: posted.body.id, poll: expect.objectContaining({ expired: true }) }),
        }),
      ]);
    }
    expect(await em.count(Notification, { type: 'poll', status: Number(posted.body.id) })).toBe(2);
    expect(
      (
        await api(t, voter.token)
          .post(`/api/v1/polls/${posted.body.poll.id}/votes`)
          .send({ choices: [1] })
      ).body,
    ).toEqual({ error: 'Poll is expired' });
  });
});

describe('GET /api/v1/filters', () => {
  it('creates, reads, updates and deletes filters', async () => {
    const [me, other] = await users(2);
    const created = await api(t, me.token)
      .post('/api/v1/filters')
      .send({ phrase: 'spoiler', context: ['home', 'public'], expires_in: 3600 });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(String),
      phrase: 'spoiler',
      context: ['home', 'public'],
      whole_word: true,
      irreversible: false,
      expires_at: expect.any(String),
    });
    const id = created.body.id;
    expect((await api(t, me.token).get('/api/v1/filters')).body).toEqual([created.body]);
    expect((await api(t, other.token).get(`/api/v1/filters/${id}`)).status).toBe(404);
    const updated = await api(t, me.token)
      .put(`/api/v1/filters/${id}`)
      .send({ phrase: 'Spoilers', context: ['notifications'], whole_word: false, irreversible: true });
    expect(updated.body).toMatchObject({
      id,
      phrase: 'Spoilers',
      context: ['notifications'],
      whole_word: false,
      irreversible: true,
    });
    expect(
      (
        await api(t, me.token)
          .post('/api/v1/filters')
          .send({ phrase: 'x', context: ['everywhere'] })
      ).status,
    ).toBe(400);
    expect(
      (
        await api(t, me.token)
          .post('/api/v1/filters')
          .send({ phrase: ' ', context: ['home'] })
      ).status,
    ).toBe(422);
    expect((await api(t, me.token).delete(`/api/v1/filters/${id}`)).body).toEqual({});
    expect((await api(t, me.token).get('/api/v1/filters')).body).toEqual([]);
  });

  it("drops what irreversible filters match from the owner's timelines and notifications only", async () => {
    const [me, friend, other] = await users(3);
    await follow(t, me.user, friend.user);
    const kept = await makeStatus(t, friend.user, 'a nice day (c++)');
    await makeStatus(t, friend.user, 'Politics again');
    const partial = await makeStatus(t, friend.user, 'apolitical stuff');
    await api(t, me.token)
      .post('/api/v1/filters')
      .send({ phrase: 'politics', context: ['home', 'notifications', 'public'], irreversible: true });
    await api(t, me.token)
      .post('/api/v1/filters')
      .send({ phrase: 'c++', context: ['thread'], irreversible: true });
    await api(t, me.token)
      .post('/api/v1/filters')
      .send({ phrase: 'day', context: ['home'] });
    expect(ids((await api(t, me.token).get('/api/v1/timelines/home')).body)).toEqual(sid(partial, kept));
    expect((await api(t, other.token).get(`/api/v1/accounts/${friend.user.id}/statuses`)).body).toHaveLength(3);
    expect(ids((await api(t, me.token).get('/api/v1/timelines/public')).body)).not.toContain(
      String((await api(t, other.token).get(`/api/v1/accounts/${friend.user.id}/statuses`)).body[1].id),
    );
    await makeStatus(t, friend.user, `@${me.user.nickname} politics talk`);
    await makeStatus(t, friend.user, `@${me.user.nickname} hello`);
    const notes = (await api(t, me.token).get('/api/v1/notifications?types[]=mention')).body;
    expect(notes.map((n: { status: { content: string } }) => n.status.content)).toEqual([
      expect.stringContaining('hello'),
    ]);
  });
});

describe('GET /api/v1/apps/verify_credentials', () => {
  it("answers with the calling token's app", async () => {
    const [me] = await users(1);
    const res = await api(t, me.token).get('/api/v1/apps/verify_credentials');
    expect(res.status).toBe(200);
    const { pleroma } = (await api(t).get('/api/v1/instance')).body;
    expect(res.body).toEqual({ name: 'test client', website: null, vapid_key: pleroma.vapid_public_key });
    expect((await api(t).get('/api/v1/apps/verify_credentials')).status).toBe(401);
  });
});
