import { describe, expect, it } from '@jest/globals';
import type { Status } from '../../../../src/entities/index.js';
import { makeMedia } from '../../../support/factories/media.factory.js';
import { block, follow, makeStatus, mute } from '../../../support/factories/social.factory.js';
import { makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api, ids } from '../../../support/rest.js';

const t = useTestApp();

const users = (n: number) => makeUsersWithTokens(t, n);

const sid = (...statuses: Status[]) => statuses.map((s) => String(s.id));
const reblog = async (token: string, s: Status) =>
  (await api(t, token).post(`/api/v1/statuses/${s.id}/reblog`)).body.id as string;

describe('GET /api/v1/timelines/home', () => {
  it("shows the viewer's own statuses, followed accounts' and those addressed to them, newest first", async () => {
    const [me, followed, stranger] = await users(3);
    await follow(t, me.user, followed.user);
    const own = await makeStatus(t, me.user, 'mine');
    const theirs = await makeStatus(t, followed.user, 'followed public');
    const theirsPrivate = await makeStatus(t, followed.user, { status: 'followers only', visibility: 'private' });
    const theirsDirectToOthers = await makeStatus(t, followed.user, {
      status: `@${stranger.user.nickname} secret`,
      visibility: 'direct',
    });
    const strangers = await makeStatus(t, stranger.user, 'not followed');
    const dmToMe = await makeStatus(t, stranger.user, { status: `@${me.user.nickname} hello`, visibility: 'direct' });

    const res = await api(t, me.token).get('/api/v1/timelines/home');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(sid(dmToMe, theirsPrivate, theirs, own));
    expect(ids(res.body)).not.toContain(String(strangers.id));
    expect(ids(res.body)).not.toContain(String(theirsDirectToOthers.id));
    const noDirect = await api(t, me.token).get(
      '/api/v1/timelines/home?exclude_visibilities[]=direct&exclude_visibilities[]=private',
    );
    expect(ids(noDirect.body)).toEqual(sid(theirs, own));
  });

  it('leaves out muted and blocked accounts, and reblogs of their statuses', async () => {
    const [me, muted, blocker, booster] = await users(4);
    for (const u of [muted, blocker, booster]) await follow(t, me.user, u.user);
    await mute(t, me.user, muted.user);
    await block(t, blocker.user, me.user);
    const ok = await makeStatus(t, booster.user, 'fine');
    const m = await makeStatus(t, muted.user, 'muted');
    await makeStatus(t, blocker.user, 'blocked');
    await reblog(booster.token, m);
    const expiredMute = await users(1);
    await follow(t, me.user, expiredMute[0].user);
    await mute(t, me.user, expiredMute[0].user, { expiresAt: new Date(Date.now() - 1000) });
    const afterExpiry = await makeStatus(t, expiredMute[0].user, 'mute expired');
    expect(ids((await api(t, me.token).get('/api/v1/timelines/home')).body)).toEqual(sid(afterExpiry, ok));
    // Pleroma's with_muted brings the muted account back (blocks stay).
    const withMuted = ids((await api(t, me.token).get('/api/v1/timelines/home?with_muted=true')).body);
    expect(withMuted).toContain(String(m.id));
    expect(withMuted).toHaveLength(4);
  });

  it('leaves out reblogs of followed accounts shown without reblogs, and reblogs of statuses the viewer may not see', async () => {
    const [me, quiet, loud, author, hidden] = await users(5);
    await follow(t, me.user, quiet.user, { showReblogs: false });
    await follow(t, me.user, loud.user);
    await block(t, me.user, hidden.user);
    const s = await makeStatus(t, author.user, 'boosted');
    const h = await makeStatus(t, hidden.user, 'by someone I block');
    await reblog(quiet.token, s);
    const loudReblog = await reblog(loud.token, s);
    await reblog(loud.token, h);
    const res = await api(t, me.token).get('/api/v1/timelines/home');
    expect(ids(res.body)).toEqual([loudReblog]);
    expect(res.body[0].reblog.id).toBe(String(s.id));
  });

  it('paginates with max_id, since_id, min_id and limit, and links next and prev keeping other params', async () => {
    const [me] = await users(1);
    const posted: Status[] = [];
    for (let i = 0; i < 45; i++) posted.push(await makeStatus(t, me.user, `n${i}`));
    const newest = [...posted].reverse();
    const get = (query: string) => api(t, me.token).get(`/api/v1/timelines/home${query}`);

    const first = await get('');
    expect(ids(first.body)).toEqual(sid(...newest.slice(0, 20)));
    expect(first.headers.link).toBe(
      `<http://fedigraph.test/api/v1/timelines/home?max_id=${newest[19].id}>; rel="next", ` +
        `<http://fedigraph.test/api/v1/timelines/home?min_id=${newest[0].id}>; rel="prev"`,
    );
    expect((await get('?limit=100')).body).toHaveLength(40);
    expect(ids((await get('?limit=5')).body)).toEqual(sid(...newest.slice(0, 5)));
    expect(ids((await get(`?max_id=${newest[4].id}&limit=3`)).body)).toEqual(sid(...newest.slice(5, 8)));
    // since_id: the newest above it; min_id: the ones just above it.
    expect(ids((await get(`?since_id=${posted[2].id}&limit=3`)).body)).toEqual(sid(...newest.slice(0, 3)));
    expect(ids((await get(`?min_id=${posted[2].id}&limit=3`)).body)).toEqual(sid(posted[5], posted[4], posted[3]));

    const page = await get(`?limit=3&local=false&max_id=${newest[2].id}`);
    expect(page.headers.link).toBe(
      `<http://fedigraph.test/api/v1/timelines/home?limit=3&local=false&max_id=${newest[5].id}>; rel="next", ` +
        `<http://fedigraph.test/api/v1/timelines/home?limit=3&local=false&min_id=${newest[3].id}>; rel="prev"`,
    );
    const end = await get(`?max_id=${posted[0].id}`);
    expect(end.body).toEqual([]);
    expect(end.headers.link).toBeUndefined();
    const bad = await get('?max_id=abc');
    expect([bad.status, bad.body]).toEqual([400, { error: 'max_id: must be an id' }]);
  });

  it('needs a user with read:statuses', async () => {
    const [me] = await users(1);
    expect((await api(t).get('/api/v1/timelines/home')).status).toBe(401);
    const res = await api(t, await tokenFor(t, me.user, ['read:accounts'])).get('/api/v1/timelines/home');
    expect([res.status, res.body]).toEqual([403, { error: 'Insufficient permissions: read:statuses.' }]);
  });
});

describe('GET /api/v1/timelines/public', () => {
  it('lists public statuses only (no reblogs), to anonymous callers too', async () => {
    const [a, b] = await users(2);
    const pub = await makeStatus(t, a.user, 'public');
    await makeStatus(t, a.user, { status: 'unlisted', visibility: 'unlisted' });
    await makeStatus(t, a.user, { status: 'private', visibility: 'private' });
    await makeStatus(t, a.user, { status: `@${b.user.nickname} direct`, visibility: 'direct' });
    await reblog(b.token, pub);
    const res = await api(t).get(`/api/v1/timelines/public?limit=40`);
    expect(res.status).toBe(200);
    expect(ids(res.body)[0]).toBe(String(pub.id));
    expect(
      res.body.every((s: { visibility: string; reblog: unknown }) => s.visibility === 'public' && s.reblog === null),
    ).toBe(true);
    expect(res.body.map((s: { content: string }) => s.content)).not.toContain('private');
  });

  it('honours local=true and only_media, and hides blocked and muted accounts from the viewer', async () => {
    const [me, blocked, muted, other] = await users(4);
    await block(t, me.user, blocked.user);
    await mute(t, me.user, muted.user);
    const withMedia = await makeStatus(t, other.user, {
      status: 'pic',
      mediaIds: [String((await makeMedia(t, other.user)).id)],
    });
    await makeStatus(t, blocked.user, 'blocked');
    await makeStatus(t, muted.user, 'muted');
    const plain = await makeStatus(t, other.user, 'plain');
    const seen = ids((await api(t, me.token).get('/api/v1/timelines/public?local=true&limit=2')).body);
    expect(seen).toEqual(sid(plain, withMedia));
    expect(ids((await api(t, me.token).get('/api/v1/timelines/public?only_media=true')).body)[0]).toBe(
      String(withMedia.id),
    );
    const anonymous = (await api(t).get('/api/v1/timelines/public?limit=4')).body.map(
      (s: { content: string }) => s.content,
    );
    expect(anonymous).toEqual(['plain', 'muted', 'blocked', 'pic']);
  });
});

describe('GET /api/v1/timelines/tag/:hashtag', () => {
  it('lists public statuses with the tag, case-insensitively; any[], all[] and none[] refine it', async () => {
    const [a, follower] = await users(2);
    await follow(t, follower.user, a.user);
    const cats = await makeStatus(t, a.user, '#Cats are great');
    const catsDogs = await makeStatus(t, a.user, '#cats and #dogs');
    const dogs = await makeStatus(t, a.user, 'only #dogs');
    await makeStatus(t, a.user, { status: '#cats but unlisted', visibility: 'unlisted' });
    await makeStatus(t, a.user, { status: '#cats for followers', visibility: 'private' });
    await makeStatus(t, a.user, { status: `#cats @${follower.user.nickname}`, visibility: 'direct' });
    const get = (q: string) => api(t).get(`/api/v1/timelines/tag/${q}`);
    expect(ids((await get('CATS')).body)).toEqual(sid(catsDogs, cats));
    expect(ids((await api(t, follower.token).get('/api/v1/timelines/tag/cats')).body)).toEqual(sid(catsDogs, cats));
    expect(ids((await get('cats?any[]=dogs')).body)).toEqual(sid(dogs, catsDogs, cats));
    expect(ids((await get('cats?all[]=dogs')).body)).toEqual(sid(catsDogs));
    expect(ids((await get('cats?none[]=dogs')).body)).toEqual(sid(cats));
    const page = await get('cats?limit=1');
    expect(page.headers.link).toContain(
      `<http://fedigraph.test/api/v1/timelines/tag/cats?limit=1&max_id=${catsDogs.id}>; rel="next"`,
    );
  });
});

describe('GET /api/v1/accounts/:id/statuses', () => {
  it("lists an account's statuses the viewer may see, with Mastodon's filters", async () => {
    const [author, follower, stranger, other] = await users(4);
    await follow(t, follower.user, author.user);
    const otherPost = await makeStatus(t, other.user, 'by other');
    const pub = await makeStatus(t, author.user, 'public #tagged');
    const priv = await makeStatus(t, author.user, { status: 'private', visibility: 'private' });
    const selfReply = await makeStatus(t, author.user, { status: 'thread', inReplyToId: String(pub.id) });
    const reply = await makeStatus(t, author.user, { status: 'reply to other', inReplyToId: String(otherPost.id) });
    const withMedia = await makeStatus(t, author.user, {
      status: 'pic',
      mediaIds: [String((await makeMedia(t, author.user)).id)],
    });
    const boost = await reblog(author.token, otherPost);
    const path = `/api/v1/accounts/${author.user.id}/statuses`;

    expect(ids((await api(t, follower.token).get(path)).body)).toEqual([
      boost,
      ...sid(withMedia, reply, selfReply, priv, pub),
    ]);
    expect(ids((await api(t, stranger.token).get(path)).body)).toEqual([
      boost,
      ...sid(withMedia, reply, selfReply, pub),
    ]);
    expect(ids((await api(t).get(path)).body)).toEqual([boost, ...sid(withMedia, reply, selfReply, pub)]);
    expect(ids((await api(t).get(`${path}?exclude_replies=true`)).body)).toEqual([
      boost,
      ...sid(withMedia, selfReply, pub),
    ]);
    expect(ids((await api(t).get(`${path}?exclude_reblogs=true`)).body)).toEqual(sid(withMedia, reply, selfReply, pub));
    expect(ids((await api(t).get(`${path}?only_media=true`)).body)).toEqual(sid(withMedia));
    expect(ids((await api(t).get(`${path}?tagged=Tagged`)).body)).toEqual(sid(pub));
    expect((await api(t).get(`${path}?pinned=true`)).body).toEqual([]);
  });

  it('shows nothing across a block, and 404 for an unknown account', async () => {
    const [author, blocked] = await users(2);
    await makeStatus(t, author.user, 'hi');
    await block(t, author.user, blocked.user);
    expect((await api(t, blocked.token).get(`/api/v1/accounts/${author.user.id}/statuses`)).body).toEqual([]);
    expect((await api(t).get('/api/v1/accounts/999999/statuses')).status).toBe(404);
  });
});
