import { describe, expect, it } from '@jest/globals';
import { Status, StatusContext, type User } from '../../../../src/entities/index.js';
import { block, follow, mute } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { restAccountJson } from '../../../support/fixtures.js';
import { NO_RELATIONSHIP } from '../../../support/rest.js';

const t = useTestApp();

const get = (path: string, token?: string) => {
  const req = t.http().get(path);
  return token ? req.set('authorization', `Bearer ${token}`) : req;
};

/** A status row of the account's (statuses have their own endpoints and tests). */
async function post(
  user: User,
  values: Partial<Pick<Status, 'createdAt'>> & { reblogOf?: number } = {},
): Promise<Status> {
  const em = t.orm.em.fork();
  const status = em.create(Status, {
    account: user.id,
    context: em.create(StatusContext, {}),
    text: 'hi',
    content: 'hi',
    ...values,
  });
  await em.flush();
  return status;
}

describe('GET /api/v1/accounts/:id', () => {
  it('shows an account to anyone, as Mastodon and Pleroma render it', async () => {
    const user = await makeUser(t, {
      nickname: 'shown',
      displayName: 'Shown <One>',
      bio: 'about & me',
      rawFields: [{ name: 'site', value: '<b>x</b>' }],
    });
    const res = await get(`/api/v1/accounts/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      restAccountJson('shown', {
        id: String(user.id),
        display_name: 'Shown <One>',
        created_at: user.createdAt.toISOString(),
        note: 'about &amp; me',
        fields: [{ name: 'site', value: '&lt;b&gt;x&lt;/b&gt;' }],
      }),
    );
  });

  it('also finds the account by nickname', async () => {
    const user = await makeUser(t, { nickname: 'bynick' });
    const res = await get('/api/v1/accounts/bynick');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(String(user.id));
  });

  it('counts statuses (not reblogs), followers and follows, and gives the day of the last status', async () => {
    const [user, a, b, c] = [await makeUser(t), await makeUser(t), await makeUser(t), await makeUser(t)];
    const first = await post(user, { createdAt: new Date('2026-01-02T10:00:00Z') });
    await post(user, { createdAt: new Date('2026-03-04T23:30:00Z'), reblogOf: first.id });
    await post(user, { createdAt: new Date('2026-02-01T00:00:00Z') });
    await follow(t, a, user);
    await follow(t, b, user);
    await follow(t, c, user, { state: 'pending' });
    await follow(t, user, a);
    const gone = await makeUser(t, { deactivated: true });
    await follow(t, gone, user);
    const res = await get(`/api/v1/accounts/${user.id}`);
    expect(res.body).toMatchObject({
      statuses_count: 2,
      followers_count: 2,
      following_count: 1,
      last_status_at: '2026-03-04',
    });
  });

  it('hides the follower count from others when both the followers and their count are hidden, as Pleroma does', async () => {
    const user = await makeUser(t, { hideFollowers: true, hideFollowersCount: true, hideFollowsCount: true });
    const [a, b] = [await makeUser(t), await makeUser(t)];
    await follow(t, a, user);
    await follow(t, user, b);
    const other = await get(`/api/v1/accounts/${user.id}`, await tokenFor(t, a));
    expect(other.body).toMatchObject({ followers_count: 0, following_count: 1 });
    const self = await get(`/api/v1/accounts/${user.id}`, await tokenFor(t, user));
    expect(self.body).toMatchObject({ followers_count: 1, following_count: 1 });
  });

  it('fills pleroma.relationship for the caller with with_relationships=true', async () => {
    const [viewer, target] = [await makeUser(t), await makeUser(t)];
    await follow(t, viewer, target, { notify: true });
    await follow(t, target, viewer);
    await mute(t, viewer, target, { notifications: false });
    const token = await tokenFor(t, viewer, ['read']);
    expect((await get(`/api/v1/accounts/${target.id}`, token)).body.pleroma.relationship).toEqual({});
    const res = await get(`/api/v1/accounts/${target.id}?with_relationships=true`, token);
    expect(res.body.pleroma.relationship).toEqual({
      ...NO_RELATIONSHIP,
      id: String(target.id),
      following: true,
      followed_by: true,
      muting: true,
      subscribing: true,
      notifying: true,
    });
    const anonymous = await get(`/api/v1/accounts/${target.id}?with_relationships=true`);
    expect(anonymous.body.pleroma.relationship).toEqual({});
  });

  it('still shows an account that blocks the caller, the relationship saying so', async () => {
    const [viewer, blocker] = [await makeUser(t), await makeUser(t)];
    await block(t, blocker, viewer);
    const res = await get(`/api/v1/accounts/${blocker.id}?with_relationships=1`, await tokenFor(t, viewer));
    expect(res.status).toBe(200);
    expect(res.body.pleroma.relationship).toMatchObject({ blocked_by: true, blocking: false });
  });

  it('omits the roles of an admin who does not show them, but not to the admin', async () => {
    const admin = await makeUser(t, { isAdmin: true, showRole: false });
    const other = await get(`/api/v1/accounts/${admin.id}`);
    expect(other.body.pleroma).not.toHaveProperty('is_admin');
    expect(other.body.pleroma).not.toHaveProperty('is_moderator');
    const self = await t
      .http()
      .get('/api/v1/accounts/verify_credentials')
      .set('authorization', `Bearer ${await tokenFor(t, admin)}`);
    expect(self.body.pleroma).toMatchObject({ is_admin: true, is_moderator: false });
  });

  it('answers 404 "Can\'t find user" for unknown, deactivated and (to others) unapproved or unconfirmed accounts', async () => {
    const deactivated = await makeUser(t, { deactivated: true });
    const unapproved = await makeUser(t, { approvalPending: true });
    const unconfirmed = await makeUser(t, { confirmationPending: true });
    for (const ref of [
      '999999',
      'nobody-at-all',
      String(deactivated.id),
      String(unapproved.id),
      String(unconfirmed.id),
    ]) {
      const res = await get(`/api/v1/accounts/${ref}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Can't find user" });
    }
    const admin = await makeUser(t, { isAdmin: true });
    expect((await get(`/api/v1/accounts/${unapproved.id}`, await tokenFor(t, admin, ['read']))).status).toBe(200);
    expect((await get(`/api/v1/accounts/${deactivated.id}`, await tokenFor(t, admin, ['read']))).status).toBe(404);
  });
});

describe('GET /api/v1/accounts/lookup', () => {
  it('finds an account by nickname, @nickname or nickname@this-host', async () => {
    const user = await makeUser(t, { nickname: 'looked' });
    for (const acct of ['looked', '@looked', 'LOOKED@fedigraph.test']) {
      const res = await get(`/api/v1/accounts/lookup?acct=${encodeURIComponent(acct)}`);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(String(user.id));
      expect(res.body.pleroma.relationship).toEqual({});
    }
  });

  it('answers 404 for another domain, an unknown or a deactivated account, and 400 without acct', async () => {
    await makeUser(t, { nickname: 'elsewhere' });
    await makeUser(t, { nickname: 'lookgone', deactivated: true });
    for (const acct of ['elsewhere@other.example', 'missing', 'lookgone']) {
      const res = await get(`/api/v1/accounts/lookup?acct=${acct}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Can't find user" });
    }
    const none = await get('/api/v1/accounts/lookup');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: 'acct: is required' });
  });
});
