import { describe, expect, it } from '@jest/globals';
import { FollowedTag } from '../../../../src/entities/index.js';
import { follow } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { api, ids } from '../../../support/rest.js';
import { openStream, useListeningApp, useSockets, type StreamMessage } from '../../../support/streaming.js';

const keep = useSockets();
const t = useListeningApp();
const em = () => t.orm.em.fork();

async function member() {
  const user = await makeUser(t);
  return { user, token: await tokenFor(t, user), client: api(t, await tokenFor(t, user)) };
}

async function post(author: { token: string }, status: string, visibility = 'public'): Promise<string> {
  const res = await api(t, author.token).post('/api/v1/statuses').send({ status, visibility });
  expect(res.status).toBe(200);
  return res.body.id;
}

const aboutStatus = (id: string) => (m: StreamMessage) => m.event === 'update' && JSON.parse(m.payload!).id === id;

describe('GET /api/v1/tags/:name, POST /api/v1/tags/:name/follow and /unfollow, GET /api/v1/followed_tags', () => {
  it('follows and unfollows used hashtags, shows following, lists them newest first with Link', async () => {
    const me = await member();
    await post(me, 'about #Cats and #dogs');
    const url = (name: string) => `${t.config.publicUrl}/tag/${name}`;

    const shown = await me.client.get('/api/v1/tags/cats');
    expect([shown.status, shown.body]).toEqual([
      200,
      { name: 'cats', url: url('cats'), history: [], following: false },
    ]);
    const anonymous = await api(t).get('/api/v1/tags/Cats');
    expect([anonymous.status, anonymous.body]).toEqual([
      200,
      { name: 'cats', url: url('cats'), history: [], following: null },
    ]);

    const followed = await me.client.post('/api/v1/tags/%23Cats/follow');
    expect([followed.status, followed.body]).toEqual([
      200,
      { name: 'cats', url: url('cats'), history: [], following: true },
    ]);
    await me.client.post('/api/v1/tags/cats/follow').expect(200);
    await me.client.post('/api/v1/tags/dogs/follow').expect(200);
    expect((await me.client.get('/api/v1/tags/cats')).body.following).toBe(true);
    const list = await me.client.get('/api/v1/followed_tags');
    expect(list.body.map((x: { name: string }) => x.name)).toEqual(['dogs', 'cats']);
    const [newest] = await em().find(FollowedTag, { user: me.user.id }, { orderBy: { id: 'desc' } });
    const page = await me.client.get('/api/v1/followed_tags?limit=1');
    expect(page.body.map((x: { name: string }) => x.name)).toEqual(['dogs']);
    expect(page.headers.link).toBe(
      `<${t.config.publicUrl}/api/v1/followed_tags?limit=1&max_id=${newest.id}>; rel="next", ` +
        `<${t.config.publicUrl}/api/v1/followed_tags?limit=1&min_id=${newest.id}>; rel="prev"`,
    );

    const unfollowed = await me.client.post('/api/v1/tags/cats/unfollow');
    expect([unfollowed.status, unfollowed.body.following]).toEqual([200, false]);
    expect((await me.client.post('/api/v1/tags/cats/unfollow')).status).toBe(200);
    expect((await me.client.get('/api/v1/followed_tags')).body.map((x: { name: string }) => x.name)).toEqual(['dogs']);
  });

  it('refuses unknown hashtags and callers without auth or scope', async () => {
    const me = await member();
    await post(me, '#known');
    for (const path of ['/api/v1/tags/neverused', '/api/v1/tags/%23']) {
      const res = await me.client.get(path);
      expect([path, res.status, res.body]).toEqual([path, 404, { error: 'Hashtag not found' }]);
    }
    const unknown = await me.client.post('/api/v1/tags/neverused/follow');
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Hashtag not found' }]);
    const anonymous = await api(t).post('/api/v1/tags/known/follow');
    expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Authentication required' }]);
    const readOnly = await api(t, await tokenFor(t, me.user, ['read'])).post('/api/v1/tags/known/follow');
    expect([readOnly.status, readOnly.body]).toEqual([403, { error: 'Insufficient permissions: write:follows.' }]);
    const writeOnly = await api(t, await tokenFor(t, me.user, ['write'])).get('/api/v1/followed_tags');
    expect([writeOnly.status, writeOnly.body]).toEqual([403, { error: 'Insufficient permissions: read:follows.' }]);
    expect(await em().count(FollowedTag, { user: me.user.id })).toBe(0);
  });
});

describe('statuses with a followed hashtag at home', () => {
  it('reach the home timeline and stream: public ones, not reblogs, never from blocked or muted accounts', async () => {
    const [me, stranger, blocked, muted, friend] = await Promise.all([1, 2, 3, 4, 5].map(() => member()));
    const earlier = await post(stranger, 'seeding #birds');
    await me.client.post('/api/v1/tags/birds/follow').expect(200);
    await me.client.post(`/api/v1/accounts/${blocked.user.id}/block`).expect(200);
    await me.client.post(`/api/v1/accounts/${muted.user.id}/mute`).expect(200);
    await follow(t, me.user, friend.user);
    const socket = keep(await openStream(t, { stream: 'user', access_token: me.token }));

    const shown = await post(stranger, 'a #Birds photo');
    const unlisted = await post(stranger, 'quiet #birds', 'unlisted');
    const privately = await post(stranger, 'secret #birds', 'private');
    const fromBlocked = await post(blocked, 'blocked #birds');
    const fromMuted = await post(muted, 'muted #birds');
    const reblog = (await api(t, friend.token).post(`/api/v1/statuses/${shown}/reblog`)).body.id as string;
    const other = await post(stranger, 'no tag here');
    const marker = await post(friend, 'marker');

    await socket.next(aboutStatus(shown));
    await socket.next(aboutStatus(marker));
    const streamed = socket.messages.filter((m) => m.event === 'update').map((m) => JSON.parse(m.payload!).id);
    for (const id of [unlisted, privately, fromBlocked, fromMuted, other]) expect(streamed).not.toContain(id);
    // The friend's reblog arrives as any reblog of a followed account does.
    expect(streamed).toEqual([shown, reblog, marker]);
    // The timeline is read by rule: statuses posted before the follow are there too.
    expect(ids((await me.client.get('/api/v1/timelines/home')).body)).toEqual([marker, reblog, shown, earlier]);

    await me.client.post('/api/v1/tags/birds/unfollow').expect(200);
    expect(ids((await me.client.get('/api/v1/timelines/home')).body)).toEqual([marker, reblog]);
  });
});
