import { describe, expect, it } from '@jest/globals';
import { Follow, Notification, User } from '../../../../src/entities/index.js';
import { block, follow } from '../../../support/factories/social.factory.js';
import { makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { api, ids, NO_RELATIONSHIP } from '../../../support/rest.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();
const em = () => t.orm.em.fork();

describe('POST /api/v1/accounts/:id/remove_from_followers', () => {
  it('ends the follow (or request) of a follower and answers the relationship', async () => {
    const [me, fan, asker] = await makeUsersWithTokens(t, 3);
    await follow(t, fan.user, me.user);
    await follow(t, me.user, fan.user);
    const client = api(t, me.token);
    const res = await client.post(`/api/v1/accounts/${fan.user.id}/remove_from_followers`);
    expect([res.status, res.body]).toEqual([200, { ...NO_RELATIONSHIP, id: String(fan.user.id), following: true }]);
    expect(await em().count(Follow, { follower: fan.user.id, following: me.user.id })).toBe(0);
    expect(await em().count(Follow, { follower: me.user.id, following: fan.user.id })).toBe(1);

    // A pending request goes with its notification.
    await em().nativeUpdate(User, me.user.id, { locked: true });
    await api(t, asker.token).post(`/api/v1/accounts/${me.user.id}/follow`).expect(200);
    await client.post(`/api/v1/accounts/${asker.user.id}/remove_from_followers`).expect(200);
    expect(await em().count(Follow, { follower: asker.user.id })).toBe(0);
    expect(await em().count(Notification, { user: me.user.id, type: 'follow_request' })).toBe(0);
    // Not a follower: nothing changes.
    const again = await client.post(`/api/v1/accounts/${asker.user.id}/remove_from_followers`);
    expect([again.status, again.body.followed_by]).toEqual([200, false]);
  });

  it('refuses oneself, unknown ids, and callers without auth or scope', async () => {
    const [me, fan] = await makeUsersWithTokens(t, 2);
    await follow(t, fan.user, me.user);
    const self = await api(t, me.token).post(`/api/v1/accounts/${me.user.id}/remove_from_followers`);
    expect([self.status, self.body]).toEqual([400, { error: 'Can not unfollow yourself' }]);
    const unknown = await api(t, me.token).post('/api/v1/accounts/99999999/remove_from_followers');
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Record not found' }]);
    const anonymous = await api(t).post(`/api/v1/accounts/${fan.user.id}/remove_from_followers`);
    expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Authentication required' }]);
    const readOnly = api(t, await tokenFor(t, me.user, ['read']));
    const denied = await readOnly.post(`/api/v1/accounts/${fan.user.id}/remove_from_followers`);
    expect([denied.status, denied.body]).toEqual([403, { error: 'Insufficient permissions: write:follows.' }]);
    expect(await em().count(Follow, { follower: fan.user.id, following: me.user.id })).toBe(1);
  });
});

describe('GET /api/v1/accounts/familiar_followers', () => {
  it("lists, per account asked, the caller's followings that follow it", async () => {
    const [me, star, other, a, b, c, blocked] = await makeUsersWithTokens(t, 7);
    for (const friend of [a, b, c, blocked]) await follow(t, me.user, friend.user);
    for (const fan of [b, a, blocked]) await follow(t, fan.user, star.user);
    await follow(t, c.user, other.user, { state: 'pending' });
    await follow(t, me.user, star.user);
    await block(t, me.user, blocked.user);
    const client = api(t, me.token);

    const res = await client.get(
      `/api/v1/accounts/familiar_followers?id[]=${star.user.id}&id[]=${other.user.id}&id[]=99999999&id[]=${star.user.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.map((f: { id: string; accounts: Array<{ id: string }> }) => [f.id, ids(f.accounts)])).toEqual([
      [String(star.user.id), [String(b.user.id), String(a.user.id)]],
      [String(other.user.id), []],
    ]);
    expect(res.body[0].accounts[0].acct).toBe(b.user.nickname);
    // One `id`, or none.
    const one = await client.get(`/api/v1/accounts/familiar_followers?id=${star.user.id}`);
    expect(one.body.map((f: { id: string }) => f.id)).toEqual([String(star.user.id)]);
    expect((await client.get('/api/v1/accounts/familiar_followers')).body).toEqual([]);
    // An account hiding its followers shows none to others.
    await em().nativeUpdate(User, star.user.id, { hideFollowers: true });
    expect((await client.get(`/api/v1/accounts/familiar_followers?id[]=${star.user.id}`)).body).toEqual([
      { id: String(star.user.id), accounts: [] },
    ]);
  });

  it('refuses callers without auth or scope', async () => {
    const [me] = await makeUsersWithTokens(t, 1);
    const anonymous = await api(t).get(`/api/v1/accounts/familiar_followers?id[]=${me.user.id}`);
    expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Authentication required' }]);
    const writeOnly = api(t, await tokenFor(t, me.user, ['write']));
    const denied = await writeOnly.get(`/api/v1/accounts/familiar_followers?id[]=${me.user.id}`);
    expect([denied.status, denied.body]).toEqual([403, { error: 'Insufficient permissions: read:follows.' }]);
  });
});

describe('GET /api/v1/preferences', () => {
  it("answers the caller's posting defaults and Mastodon's reading defaults", async () => {
    const [me] = await makeUsersWithTokens(t, 1);
    await em().nativeUpdate(User, me.user.id, { defaultScope: 'unlisted', defaultSensitive: true });
    const res = await api(t, me.token).get('/api/v1/preferences');
    expect([res.status, res.body]).toEqual([
      200,
      {
        'posting:default:visibility': 'unlisted',
        'posting:default:sensitive': true,
        'posting:default:language': null,
        'reading:expand:media': 'default',
        'reading:expand:spoilers': false,
      },
    ]);
    const anonymous = await api(t).get('/api/v1/preferences');
    expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Authentication required' }]);
    const writeOnly = await api(t, await tokenFor(t, me.user, ['write'])).get('/api/v1/preferences');
    expect([writeOnly.status, writeOnly.body]).toEqual([403, { error: 'Insufficient permissions: read:accounts.' }]);
  });
});
