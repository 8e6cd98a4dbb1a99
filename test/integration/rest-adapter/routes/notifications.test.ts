import { describe, expect, it } from '@jest/globals';
import { Follow, Notification, type User } from '../../../../src/entities/index.js';
import { notify } from '../../../../src/notifications/notify.js';
import { block, follow, makeStatus, mute } from '../../../support/factories/social.factory.js';
import { makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api, ids } from '../../../support/rest.js';

const t = useTestApp();

const em = () => t.orm.em.fork();

const users = (n: number) => makeUsersWithTokens(t, n);

/** A follow notification made directly (follows have their own endpoints, owned elsewhere). */
async function followNotification(user: User, from: User): Promise<Notification> {
  return (await notify(em(), { userId: user.id, type: 'follow', fromId: from.id }))!;
}

describe('GET /api/v1/notifications', () => {
  it('lists mentions, favourites, reblogs and follows with the Notification entity, newest first', async () => {
    const [me, other] = await users(2);
    const mine = await makeStatus(t, me.user, 'my status');
    const mention = await makeStatus(t, other.user, `hi @${me.user.nickname}`);
    await api(t, other.token).post(`/api/v1/statuses/${mine.id}/favourite`);
    await api(t, other.token).post(`/api/v1/statuses/${mine.id}/reblog`);
    const followed = await followNotification(me.user, other.user);

    const res = await api(t, me.token).get('/api/v1/notifications');
    expect(res.status).toBe(200);
    expect(res.body.map((n: { type: string }) => n.type)).toEqual(['follow', 'reblog', 'favourite', 'mention']);
    const stored = await em().find(Notification, { user: me.user }, { orderBy: { id: 'desc' } });
    expect(res.body[0]).toEqual({
      id: String(followed.id),
      type: 'follow',
      created_at: stored[0].createdAt.toISOString(),
      account: expect.objectContaining({ id: String(other.user.id), username: other.user.nickname }),
      pleroma: { is_seen: false, is_muted: false },
    });
    expect(res.body[1]).toMatchObject({ type: 'reblog', status: { id: String(mine.id), content: 'my status' } });
    expect(res.body[2]).toMatchObject({ type: 'favourite', status: { id: String(mine.id), favourites_count: 1 } });
    expect(res.body[3]).toMatchObject({
      type: 'mention',
      status: { id: String(mention.id), account: { username: other.user.nickname } },
    });
    expect(Object.keys(res.body[3]).sort()).toEqual(['account', 'created_at', 'id', 'pleroma', 'status', 'type']);
  });

  it('filters by types[], exclude_types[] and account_id, and refuses unknown types', async () => {
    const [me, a, b] = await users(3);
    const s = await makeStatus(t, me.user, 'x');
    await api(t, a.token).post(`/api/v1/statuses/${s.id}/favourite`);
    await api(t, b.token).post(`/api/v1/statuses/${s.id}/favourite`);
    await makeStatus(t, a.user, `@${me.user.nickname} hi`);
    const types = async (q: string) =>
      (await api(t, me.token).get(`/api/v1/notifications${q}`)).body.map(
        (n: { type: string; account: { id: string } }) => `${n.type}:${n.account.id}`,
      );
    expect(await types('?types[]=mention')).toEqual([`mention:${a.user.id}`]);
    expect(await types('?exclude_types[]=mention')).toEqual([`favourite:${b.user.id}`, `favourite:${a.user.id}`]);
    expect(await types(`?account_id=${a.user.id}`)).toEqual([`mention:${a.user.id}`, `favourite:${a.user.id}`]);
    expect(await types('?account_id=nonsense')).toEqual([]);
    const bad = await api(t, me.token).get('/api/v1/notifications?types[]=bogus');
    expect([bad.status, bad.body]).toEqual([400, { error: 'types: unknown notification type bogus' }]);
  });

  it('hides notifications from blocked accounts, about statuses no longer visible, and (unless with_muted) from muted ones', async () => {
    const [me, blocked, muted, author] = await users(4);
    await followNotification(me.user, blocked.user);
    await followNotification(me.user, muted.user);
    await follow(t, me.user, author.user);
    const priv = await makeStatus(t, author.user, { status: `@${me.user.nickname} private`, visibility: 'private' });
    await block(t, me.user, blocked.user);
    await mute(t, me.user, muted.user);
    const list = async (q = '') => (await api(t, me.token).get(`/api/v1/notifications${q}`)).body;
    expect((await list()).map((n: { type: string }) => n.type)).toEqual(['mention']);
    const withMuted = await list('?with_muted=true');
    expect(withMuted.map((n: { type: string; pleroma: object }) => [n.type, n.pleroma])).toEqual([
      ['mention', { is_seen: false, is_muted: false }],
      ['follow', { is_seen: false, is_muted: true }],
    ]);
    // The mention stays visible (me is addressed) even after unfollowing; a deleted status takes its notification.
    await em().nativeDelete(Follow, { follower: me.user });
    expect((await list()).length).toBe(1);
    await api(t, author.token).delete(`/api/v1/statuses/${priv.id}`);
    expect(await list()).toEqual([]);
  });

  it("notifies subscribers of new statuses (not of replies to others' threads), while they may see them", async () => {
    const [me, author, other] = await users(3);
    await follow(t, me.user, author.user, { notify: true });
    const priv = await makeStatus(t, author.user, { status: 'for followers', visibility: 'private' });
    const root = await makeStatus(t, other.user, 'root');
    await makeStatus(t, author.user, { status: 'a reply', inReplyToId: String(root.id) });
    await makeStatus(t, author.user, { status: `@${other.user.nickname} dm`, visibility: 'direct' });
    const list = async () => (await api(t, me.token).get('/api/v1/notifications')).body;
    expect((await list()).map((n: { type: string; status: { id: string } }) => [n.type, n.status.id])).toEqual([
      ['status', String(priv.id)],
    ]);
    await em().nativeDelete(Follow, { follower: me.user });
    expect(await list()).toEqual([]);
  });

  it('paginates with Link headers', async () => {
    const [me, other] = await users(2);
    const made: Notification[] = [];
    for (let i = 0; i < 5; i++) made.push(await followNotification(me.user, other.user));
    const res = await api(t, me.token).get('/api/v1/notifications?limit=2&types[]=follow');
    expect(ids(res.body)).toEqual([made[4].id, made[3].id].map(String));
    expect(res.headers.link).toBe(
      `<http://fedigraph.test/api/v1/notifications?limit=2&types%5B%5D=follow&max_id=${made[3].id}>; rel="next", ` +
        `<http://fedigraph.test/api/v1/notifications?limit=2&types%5B%5D=follow&min_id=${made[4].id}>; rel="prev"`,
    );
    expect(ids((await api(t, me.token).get(`/api/v1/notifications?max_id=${made[3].id}`)).body)).toEqual(
      [made[2].id, made[1].id, made[0].id].map(String),
    );
    expect(ids((await api(t, me.token).get(`/api/v1/notifications?min_id=${made[0].id}&limit=2`)).body)).toEqual(
      [made[2].id, made[1].id].map(String),
    );
  });

  it('needs read:notifications', async () => {
    const [me] = await users(1);
    expect((await api(t).get('/api/v1/notifications')).status).toBe(401);
    const res = await api(t, await tokenFor(t, me.user, ['read:statuses'])).get('/api/v1/notifications');
    expect([res.status, res.body]).toEqual([403, { error: 'Insufficient permissions: read:notifications.' }]);
  });
});

describe('GET /api/v1/notifications/:id', () => {
  it("shows one of the viewer's notifications; anyone else's is not found", async () => {
    const [me, other] = await users(2);
    const n = await followNotification(me.user, other.user);
    const res = await api(t, me.token).get(`/api/v1/notifications/${n.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: String(n.id), type: 'follow', pleroma: { is_seen: false, is_muted: false } });
    expect([(await api(t, other.token).get(`/api/v1/notifications/${n.id}`)).status]).toEqual([404]);
    expect((await api(t, me.token).get('/api/v1/notifications/abc')).status).toBe(404);
  });
});

describe('POST /api/v1/notifications/:id/dismiss and /clear', () => {
  it('deletes one notification, then all, of the viewer only', async () => {
    const [me, other] = await users(2);
    const [n1] = [await followNotification(me.user, other.user), await followNotification(me.user, other.user)];
    const theirs = await followNotification(other.user, me.user);
    expect((await api(t, other.token).post(`/api/v1/notifications/${n1.id}/dismiss`)).status).toBe(404);
    const res = await api(t, me.token).post(`/api/v1/notifications/${n1.id}/dismiss`);
    expect([res.status, res.body]).toEqual([200, {}]);
    expect(await em().count(Notification, { user: me.user })).toBe(1);
    const cleared = await api(t, me.token).post('/api/v1/notifications/clear');
    expect([cleared.status, cleared.body]).toEqual([200, {}]);
    expect(await em().count(Notification, { user: me.user })).toBe(0);
    expect(await em().count(Notification, { id: theirs.id })).toBe(1);
    const readOnly = await api(t, await tokenFor(t, me.user, ['read'])).post('/api/v1/notifications/clear');
    expect([readOnly.status, readOnly.body]).toEqual([
      403,
      { error: 'Insufficient permissions: write:notifications.' },
    ]);
  });

  it('also takes the id in the body (POST /api/v1/notifications/dismiss)', async () => {
    const [me, other] = await users(2);
    const n = await followNotification(me.user, other.user);
    expect(
      (
        await api(t, other.token)
          .post('/api/v1/notifications/dismiss')
          .send({ id: String(n.id) })
      ).status,
    ).toBe(404);
    const res = await api(t, me.token)
      .post('/api/v1/notifications/dismiss')
      .send({ id: String(n.id) });
    expect([res.status, res.body]).toEqual([200, {}]);
    expect(await em().count(Notification, { id: n.id })).toBe(0);
  });
});

describe('POST /api/v1/pleroma/notifications/read', () => {
  it('marks one notification seen by id and answers it', async () => {
    const [me, other] = await users(2);
    const n = await followNotification(me.user, other.user);
    const res = await api(t, me.token)
      .post('/api/v1/pleroma/notifications/read')
      .send({ id: String(n.id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: String(n.id), type: 'follow', pleroma: { is_seen: true } });
    expect((await em().findOneOrFail(Notification, n.id)).seen).toBe(true);
  });

  it('marks every notification up to max_id seen and answers those, newest first', async () => {
    const [me, other] = await users(2);
    const made: Notification[] = [];
    for (let i = 0; i < 3; i++) made.push(await followNotification(me.user, other.user));
    const res = await api(t, me.token)
      .post('/api/v1/pleroma/notifications/read')
      .type('form')
      .send({ max_id: String(made[1].id) });
    expect(res.status).toBe(200);
    expect(res.body.map((n: { id: string; pleroma: { is_seen: boolean } }) => [n.id, n.pleroma.is_seen])).toEqual([
      [String(made[1].id), true],
      [String(made[0].id), true],
    ]);
    expect((await em().find(Notification, { user: me.user }, { orderBy: { id: 'asc' } })).map((n) => n.seen)).toEqual([
      true,
      true,
      false,
    ]);
    expect(
      (await api(t, me.token).get('/api/v1/notifications')).body.map(
        (n: { pleroma: { is_seen: boolean } }) => n.pleroma.is_seen,
      ),
    ).toEqual([false, true, true]);
  });

  it("needs exactly one of id and max_id, and the viewer's own notification", async () => {
    const [me, other] = await users(2);
    const n = await followNotification(other.user, me.user);
    for (const body of [{}, { id: String(n.id), max_id: String(n.id) }]) {
      const res = await api(t, me.token).post('/api/v1/pleroma/notifications/read').send(body);
      expect([res.status, res.body]).toEqual([400, { error: 'Either id or max_id (and not both) is required' }]);
    }
    for (const id of [String(n.id), '999999', 'abc']) {
      const res = await api(t, me.token).post('/api/v1/pleroma/notifications/read').send({ id });
      expect([res.status, res.body]).toEqual([400, { error: 'Cannot get notification' }]);
    }
    expect((await em().findOneOrFail(Notification, n.id)).seen).toBe(false);
    expect(
      (
        await api(t)
          .post('/api/v1/pleroma/notifications/read')
          .send({ id: String(n.id) })
      ).status,
    ).toBe(401);
  });
});
