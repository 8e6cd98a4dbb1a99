import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Follow, ModerationLogEntry, OAuthToken, Status, User } from '../../../../../src/entities/index.js';
import { updateSettings } from '../../../../support/settings.js';
import { follow, makeStatus } from '../../../../support/factories/social.factory.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../../../support/factories/user.factory.js';
import { useTestApp } from '../../../../support/app.js';
import { gql } from '../../../../support/graphql.js';
import { linkIn, mailsTo } from '../../../../support/outbox.js';
import { api, type Client } from '../../../../support/rest.js';

const t = useTestApp();
let admin: User;
let adminToken: string;
let as: Client;
const BASE = '/api/pleroma/admin/users';

beforeAll(async () => {
  admin = await makeUser(t, { nickname: 'boss', isAdmin: true });
  adminToken = await tokenFor(t, admin, ['admin']);
  as = api(t, adminToken);
});

const fresh = (nickname: string) => t.orm.em.fork().findOne(User, { nickname });
/** The messages of the moderation log entries written while `work` ran. */
async function logged(work: () => Promise<unknown>): Promise<string[]> {
  const before = await t.orm.em.fork().count(ModerationLogEntry, {});
  await work();
  const entries = await t.orm.em.fork().find(ModerationLogEntry, {}, { orderBy: { id: 'asc' }, offset: before });
  return entries.map((e) => e.message);
}

let ipCounter = 0;
const fromFreshIp = () => `10.9.${++ipCounter >> 8}.${ipCounter & 255}`;

describe('GET /api/pleroma/admin/users', () => {
  let alice: User, remote: User, pending: User, gone: User, mod: User;
  beforeAll(async () => {
    alice = await makeUser(t, {
      nickname: 'alice_list',
      displayName: 'Alice Liddell',
      email: 'alice@wonder.test',
      tags: ['force_nsfw'],
    });
    const em = t.orm.em.fork();
    remote = em.create(User, { nickname: 'rita@remote.example', local: false }); // remote accounts are not registered
    await em.flush();
    pending = await makeUser(t, {
      nickname: 'pending_list',
      approvalPending: true,
      registrationReason: 'let me in',
      confirmationPending: true,
    });
    gone = await makeUser(t, { nickname: 'gone_list', deactivated: true });
    mod = await makeUser(t, { nickname: 'mod_list', isModerator: true });
  });
  const nicknames = (body: { users: Array<{ nickname: string }> }) => body.users.map((u) => u.nickname);

  it('lists every account newest first, with the entry fields and integer ids', async () => {
    const res = await as.get(BASE);
    expect(res.status).toBe(200);
    expect(res.body.page_size).toBe(50);
    expect(res.body.count).toBe(await t.orm.em.fork().count(User, {}));
    expect(res.body.users.map((u: { id: number }) => u.id)).toEqual(
      [...res.body.users.map((u: { id: number }) => u.id)].sort((a, b) => b - a),
    );
    expect(res.body.users.find((u: { id: number }) => u.id === pending.id)).toEqual({
      id: pending.id,
      nickname: 'pending_list',
      email: pending.email,
      avatar: 'http://fedigraph.test/images/avi.png',
      display_name: 'pending_list',
      url: 'http://fedigraph.test/users/pending_list',
      deactivated: false,
      is_active: true,
      local: true,
      roles: { admin: false, moderator: false },
      tags: [],
      confirmation_pending: true,
      is_confirmed: false,
      approval_pending: true,
      is_approved: false,
      registration_reason: 'let me in',
      actor_type: 'Person',
    });
  });

  it('filters by every criterion given', async () => {
    const q = async (query: Record<string, string | string[]>) => nicknames((await as.get(BASE).query(query)).body);
    expect(await q({ filters: 'external' })).toEqual(['rita@remote.example']);
    expect(await q({ filters: 'deactivated' })).toEqual(['gone_list']);
    expect(await q({ filters: 'need_approval' })).toEqual(['pending_list']);
    expect(await q({ filters: 'unconfirmed' })).toEqual(['pending_list']);
    expect(await q({ filters: 'is_moderator' })).toEqual(['mod_list']);
    expect(await q({ filters: 'is_admin' })).toEqual(['boss']);
    expect(await q({ filters: 'local,is_moderator' })).toEqual(['mod_list']);
    expect(await q({ filters: 'active,local' })).not.toContain('pending_list');
    expect(await q({ filters: 'active,local' })).not.toContain('gone_list');
    expect(await q({ query: 'alice_l' })).toEqual(['alice_list']);
    expect(await q({ query: 'alice_list@fedigraph.test' })).toEqual(['alice_list']);
    expect(await q({ query: 'remote.example' })).toEqual(['rita@remote.example']);
    expect(await q({ query: '%' })).toEqual([]);
    expect(await q({ name: 'liddell' })).toEqual(['alice_list']);
    expect(await q({ email: 'ALICE@wonder.test' })).toEqual(['alice_list']);
    expect(await q({ 'tags[]': ['force_nsfw', 'other'] })).toEqual(['alice_list']);
    expect(remote.id && mod.id && gone.id && alice.id).toBeTruthy();
  });

  it('pages with page and page_size, counting all matches', async () => {
    const all = (await as.get(BASE)).body;
    const second = await as.get(BASE).query({ page: 2, page_size: 2 });
    expect(second.body).toEqual({ page_size: 2, count: all.count, users: all.users.slice(2, 4) });
  });

  it('refuses bad parameters, naming them', async () => {
    expect((await as.get(BASE).query({ filters: 'local,bogus' })).body).toEqual({
      error: expect.stringMatching(/^filters: unknown filter bogus/),
    });
    const bad = await as.get(BASE).query({ page: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^page: /);
    expect((await as.get(BASE).query({ page_size: 'many' })).body.error).toMatch(/^page_size: /);
  });
});

describe('POST /api/pleroma/admin/users', () => {
  it('creates confirmed local accounts that can log in, and logs it', async () => {
    let res;
    const messages = await logged(async () => {
      res = await as.post(BASE).send({
        users: [
          { nickname: 'made1', email: 'made1@example.test', password: 'made password 1' },
          { nickname: 'made2', email: 'made2@example.test', password: 'made password 2' },
        ],
      });
    });
    expect(res!.status).toBe(200);
    expect(res!.body).toEqual(['made1', 'made2']);
    expect(messages).toEqual(['@boss created users: @made1, @made2']);
    expect(await fresh('made2')).toMatchObject({
      email: 'made2@example.test',
      local: true,
      confirmationPending: false,
      approvalPending: false,
    });
    const login = await t.http().get('/api/v1/accounts/verify_credentials').auth('made1', 'made password 1');
    expect(login.status).toBe(200);
  });

  it('creates none when a nickname or an address is taken (409) or a field is bad (400)', async () => {
    await makeUser(t, { nickname: 'taken', email: 'taken@example.test' });
    const count = await t.orm.em.fork().count(User, {});
    const nick = await as.post(BASE).send({
      users: [
        { nickname: 'fine1', email: 'fine1@example.test', password: 'fine password' },
        { nickname: 'TAKEN', email: 'fine2@example.test', password: 'fine password' },
      ],
    });
    expect(nick.status).toBe(409);
    expect(nick.body).toEqual({ error: 'nickname has already been taken' });
    const mail = await as
      .post(BASE)
      .send({ users: [{ nickname: 'fine3', email: 'Taken@example.test', password: 'fine password' }] });
    expect([mail.status, mail.body]).toEqual([409, { error: 'email has already been taken' }]);
    const twice = await as.post(BASE).send({
      users: [
        { nickname: 'twin', email: 'twin1@example.test', password: 'fine password' },
        { nickname: 'twin', email: 'twin2@example.test', password: 'fine password' },
      ],
    });
    expect(twice.status).toBe(409);
    const short = await as
      .post(BASE)
      .send({ users: [{ nickname: 'shorty', email: 'shorty@example.test', password: 'short' }] });
    expect([short.status, short.body]).toEqual([400, { error: 'password: should be at least 8 character(s)' }]);
    const missing = await as.post(BASE).send({});
    expect([missing.status, missing.body]).toEqual([400, { error: 'users: is required' }]);
    expect(await t.orm.em.fork().count(User, {})).toBe(count);
  });
});

describe('DELETE /api/pleroma/admin/users', () => {
  it('deletes the account with its statuses, follows and tokens; the deprecated form answers the nickname', async () => {
    const doomed = await makeUser(t, { nickname: 'doomed' });
    const friend = await makeUser(t);
    await makeStatus(t, doomed, 'last words');
    await follow(t, doomed, friend);
    await follow(t, friend, doomed);
    const token = await tokenFor(t, doomed);
    let res;
    const messages = await logged(async () => {
      res = await as.delete(BASE).query({ nickname: 'doomed' });
    });
    expect(res!.status).toBe(200);
    expect(res!.body).toBe('doomed');
    expect(messages).toEqual(['@boss deleted users: @doomed']);
    const em = t.orm.em.fork();
    expect(await fresh('doomed')).toBeNull();
    expect(await em.count(Status, { account: doomed.id })).toBe(0);
    expect(await em.count(Follow, { $or: [{ follower: doomed.id }, { following: doomed.id }] })).toBe(0);
    expect(await em.count(OAuthToken, { user: doomed.id })).toBe(0);
    expect((await api(t, token).get('/api/v1/accounts/verify_credentials')).status).toBe(401);
  });

  it('deletes several by nicknames[], answering the list; an unknown nickname deletes none (404)', async () => {
    await makeUser(t, { nickname: 'del_a' });
    await makeUser(t, { nickname: 'del_b' });
    const unknown = await as.delete(BASE).send({ nicknames: ['del_a', 'nobody_here'] });
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Not found' }]);
    expect(await fresh('del_a')).not.toBeNull();
    const res = await as.delete(`${BASE}?nicknames[]=del_a&nicknames[]=del_b`);
    expect([res.status, res.body]).toEqual([200, ['del_a', 'del_b']]);
    expect(await fresh('del_b')).toBeNull();
    expect((await as.delete(BASE)).body).toEqual({ error: 'nicknames: is required' });
  });
});

describe('POST /api/pleroma/admin/users/follow and unfollow', () => {
  it('makes one account follow and unfollow another, even a locked one', async () => {
    const fan = await makeUser(t, { nickname: 'fan' });
    const star = await makeUser(t, { nickname: 'star', locked: true });
    let res;
    const messages = await logged(async () => {
      res = await as.post(`${BASE}/follow`).send({ follower: 'fan', followed: 'star' });
    });
    expect([res!.status, res!.body]).toEqual([200, 'ok']);
    expect(messages).toEqual(['@boss made @fan follow @star']);
    expect(await t.orm.em.fork().findOne(Follow, { follower: fan.id, following: star.id })).toMatchObject({
      state: 'accepted',
    });
    const un = await logged(async () => {
      res = await as.post(`${BASE}/unfollow`).send({ follower: 'fan', followed: 'star' });
    });
    expect([res!.status, res!.body]).toEqual([200, 'ok']);
    expect(un).toEqual(['@boss made @fan unfollow @star']);
    expect(await t.orm.em.fork().count(Follow, { follower: fan.id })).toBe(0);
    expect((await as.post(`${BASE}/follow`).send({ follower: 'fan', followed: 'nobody_here' })).status).toBe(404);
    expect((await as.post(`${BASE}/follow`).send({ follower: 'fan' })).body).toEqual({
      error: 'followed: is required',
    });
  });
});

describe('activation and approval', () => {
  it('PATCH /users/:nickname/toggle_activation answers exactly {deactivated, id, nickname} and the account stops working', async () => {
    const user = await makeUser(t, { nickname: 'toggly' });
    const token = await tokenFor(t, user);
    let res;
    const messages = await logged(async () => {
      res = await as.patch(`${BASE}/toggly/toggle_activation`);
    });
    expect([res!.status, res!.body]).toEqual([200, { deactivated: true, id: user.id, nickname: 'toggly' }]);
    expect(messages).toEqual(['@boss deactivated users: @toggly']);
    expect((await api(t, token).get('/api/v1/accounts/verify_credentials')).status).toBe(401);
    const back = await logged(async () => {
      res = await as.patch(`${BASE}/toggly/toggle_activation`);
    });
    expect(res!.body).toEqual({ deactivated: false, id: user.id, nickname: 'toggly' });
    expect(back).toEqual(['@boss activated users: @toggly']);
    expect((await as.patch(`${BASE}/nobody_here/toggle_activation`)).body).toEqual({ error: 'Not found' });
  });

  it('PATCH /users/deactivate, /users/activate and /users/approve answer {users}', async () => {
    await makeUser(t, { nickname: 'act_a', approvalPending: true });
    await makeUser(t, { nickname: 'act_b', approvalPending: true });
    let res;
    expect(
      await logged(async () => {
        res = await as.patch(`${BASE}/deactivate`).send({ nicknames: ['act_a', 'act_b'] });
      }),
    ).toEqual(['@boss deactivated users: @act_a, @act_b']);
    expect(res!.body.users.map((u: { nickname: string; deactivated: boolean }) => [u.nickname, u.deactivated])).toEqual(
      [
        ['act_a', true],
        ['act_b', true],
      ],
    );
    expect(
      await logged(async () => {
        res = await as.patch(`${BASE}/activate`).send({ nicknames: ['act_a'] });
      }),
    ).toEqual(['@boss activated users: @act_a']);
    expect(res!.body).toEqual({ users: [expect.objectContaining({ nickname: 'act_a', deactivated: false })] });
    expect(
      await logged(async () => {
        res = await as.patch(`${BASE}/approve`).send({ nicknames: ['act_a', 'act_b'] });
      }),
    ).toEqual(['@boss approved users: @act_a, @act_b']);
    expect(res!.body.users.map((u: { approval_pending: boolean }) => u.approval_pending)).toEqual([false, false]);
    expect(await fresh('act_b')).toMatchObject({ approvalPending: false, deactivated: true });
  });
});

describe('PUT and DELETE /api/pleroma/admin/users/tag', () => {
  it("adds and removes tags (204), logged in Pleroma's words", async () => {
    await makeUser(t, { nickname: 'tag_a', tags: ['old'] });
    await makeUser(t, { nickname: 'tag_b' });
    let res;
    expect(
      await logged(async () => {
        res = await as.put(`${BASE}/tag`).send({ nicknames: ['tag_a', 'tag_b'], tags: ['x', 'Y '] });
      }),
    ).toEqual(['@boss added tags: x, y to users: @tag_a, @tag_b']);
    expect(res!.status).toBe(204);
    expect((await fresh('tag_a'))!.tags).toEqual(['old', 'x', 'y']);
    expect(
      await logged(async () => {
        res = await as.delete(`${BASE}/tag?nicknames[]=tag_a&tags[]=old&tags[]=x`);
      }),
    ).toEqual(['@boss removed tags: old, x from users: @tag_a']);
    expect(res!.status).toBe(204);
    expect((await fresh('tag_a'))!.tags).toEqual(['y']);
    expect((await as.put(`${BASE}/tag`).send({ nicknames: ['tag_a'] })).body).toEqual({ error: 'tags: is required' });
  });
});

describe('permission groups', () => {
  it('reads the roles; 404 for an unknown group', async () => {
    await makeUser(t, { nickname: 'roles_a', isModerator: true });
    expect((await as.get(`${BASE}/roles_a/permission_group`)).body).toEqual({ is_moderator: true, is_admin: false });
    expect((await as.get(`${BASE}/roles_a/permission_group/admin`)).body).toEqual({
      is_moderator: true,
      is_admin: false,
    });
    const unknown = await as.get(`${BASE}/roles_a/permission_group/overlord`);
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'No such permission_group' }]);
    expect((await as.get(`${BASE}/nobody_here/permission_group`)).status).toBe(404);
  });

  it('grants and revokes through both forms', async () => {
    await makeUser(t, { nickname: 'perm_a' });
    await makeUser(t, { nickname: 'perm_b' });
    let res;
    expect(
      await logged(async () => {
        res = await as.post(`${BASE}/permission_group/admin`).send({ nicknames: ['perm_a', 'perm_b'] });
      }),
    ).toEqual(['@boss made @perm_a, @perm_b admin']);
    expect(res!.status).toBe(200);
    expect(res!.body).toEqual({ is_admin: true });
    expect(await fresh('perm_b')).toMatchObject({ isAdmin: true, isModerator: false });
    expect(
      await logged(async () => {
        res = await as.post(`${BASE}/perm_a/permission_group/moderator`);
      }),
    ).toEqual(['@boss made @perm_a moderator']);
    expect(res!.body).toMatchObject({ nickname: 'perm_a', roles: { admin: true, moderator: true } });
    expect(typeof res!.body.id).toBe('number');
    expect(await fresh('perm_a')).toMatchObject({ isAdmin: true, isModerator: true });
    expect(
      await logged(async () => {
        res = await as.delete(`${BASE}/perm_a/permission_group/admin`);
      }),
    ).toEqual(['@boss revoked admin role from @perm_a']);
    expect(res!.body).toMatchObject({ nickname: 'perm_a', roles: { admin: false, moderator: true } });
    expect(
      await logged(async () => {
        res = await as.delete(`${BASE}/permission_group/moderator`).send({ nicknames: ['perm_a'] });
      }),
    ).toEqual(['@boss revoked moderator role from @perm_a']);
    expect(res!.body).toEqual({ is_moderator: false });
    expect(await fresh('perm_a')).toMatchObject({ isAdmin: false, isModerator: false });
    for (const path of [`${BASE}/perm_b/permission_group/overlord`, `${BASE}/permission_group/overlord`]) {
      const unknown = await as.post(path).send({ nicknames: ['perm_b'] });
      expect([unknown.status, unknown.body]).toEqual([404, { error: 'No such permission_group' }]);
    }
  });

  it('an admin cannot revoke their own admin status through either form', async () => {
    const single = await as.delete(`${BASE}/boss/permission_group/admin`);
    expect([single.status, single.body]).toEqual([403, { error: "You can't revoke your own admin/moderator status." }]);
    const multiple = await as.delete(`${BASE}/permission_group/admin`).send({ nicknames: ['perm_b', 'boss'] });
    expect(multiple.status).toBe(403);
    expect(await fresh('boss')).toMatchObject({ isAdmin: true });
    expect(await fresh('perm_b')).toMatchObject({ isAdmin: true });
  });
});

describe('GET /api/pleroma/admin/users/:nickname_or_id', () => {
  it('finds an account by nickname or id, whatever its state', async () => {
    const user = await makeUser(t, { nickname: 'shown', deactivated: true });
    const byNickname = await as.get(`${BASE}/shown`);
    expect(byNickname.status).toBe(200);
    expect(byNickname.body).toMatchObject({ id: user.id, nickname: 'shown', deactivated: true });
    expect((await as.get(`${BASE}/${user.id}`)).body).toEqual(byNickname.body);
    expect(await as.get(`${BASE}/nobody_here`).then((r) => [r.status, r.body])).toEqual([404, { error: 'Not found' }]);
  });
});

describe('e-mail confirmation', () => {
  it('PATCH /users/confirm_email confirms and answers the nicknames', async () => {
    await makeUser(t, { nickname: 'unconf', confirmationPending: true });
    let res;
    expect(
      await logged(async () => {
        res = await as.patch(`${BASE}/confirm_email`).send({ nicknames: ['unconf'] });
      }),
    ).toEqual(['@boss confirmed email for users: @unconf']);
    expect([res!.status, res!.body]).toEqual([200, ['unconf']]);
    expect((await fresh('unconf'))!.confirmationPending).toBe(false);
  });

  it('PATCH /users/resend_confirmation_email mails a working confirmation link', async () => {
    await makeUser(t, { nickname: 'resend', email: 'resend@example.test', confirmationPending: true });
    let res;
    expect(
      await logged(async () => {
        res = await as.patch(`${BASE}/resend_confirmation_email`).send({ nicknames: ['resend'] });
      }),
    ).toEqual(['@boss re-sent confirmation email for users: @resend']);
    expect([res!.status, res!.body]).toEqual([200, ['resend']]);
    const [mail] = mailsTo(t, 'resend@example.test');
    expect(mail.subject).toBe('fedigraph account confirmation');
    const confirm = await t.http().get(new URL(linkIn(mail, 'http://fedigraph.test/')).pathname);
    expect(confirm.status).toBe(200);
    expect((await fresh('resend'))!.confirmationPending).toBe(false);
  });
});

describe('password resets', () => {
  /** Every way to log in with a password: password grant, the authorize page (cookie login), the zone service. */
  async function logins(nickname: string, password: string) {
    const apps = await t
      .http()
      .post('/api/v1/apps')
      .send({ client_name: 'c', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' });
    const grant = await t.http().post('/oauth/token').set('x-forwarded-for', fromFreshIp()).send({
      grant_type: 'password',
      username: nickname,
      password,
      client_id: apps.body.client_id,
      client_secret: apps.body.client_secret,
    });
    const page = await t.http().post('/oauth/authorize').set('x-forwarded-for', fromFreshIp()).type('form').send({
      client_id: apps.body.client_id,
      redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
      response_type: 'code',
      scope: 'read',
      username: nickname,
      password,
    });
    const zone = await t
      .http()
      .post('/api/login')
      .set('x-forwarded-for', fromFreshIp())
      .query({ username: nickname, password });
    return { grant, cookie: page.headers['set-cookie'] ? 'cookie' : page.text, zone };
  }

  it('PATCH /users/force_password_reset (204) blocks every login until the password is reset', async () => {
    const user = await makeUser(t, { nickname: 'forced', email: 'forced@example.test' });
    const token = await tokenFor(t, user);
    let res;
    expect(
      await logged(async () => {
        res = await as.patch(`${BASE}/force_password_reset`).send({ nicknames: ['forced'] });
      }),
    ).toEqual(['@boss forced password reset for users: @forced']);
    expect(res!.status).toBe(204);
    const blocked = await logins('forced', DEFAULT_PASSWORD);
    expect([blocked.grant.status, blocked.grant.body.error]).toEqual([403, 'Password reset is required']);
    expect(blocked.cookie).toContain('Password reset is required');
    expect(blocked.zone.status).toBe(403);
    expect((await api(t, token).get('/api/v1/accounts/verify_credentials')).status).toBe(401);

    const reset = await as.get(`${BASE}/forced/password_reset`);
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({
      token: expect.any(String),
      link: `http://fedigraph.test/api/pleroma/password_reset/${encodeURIComponent(reset.body.token)}`,
    });
    const set = await t
      .http()
      .post(new URL(reset.body.link).pathname)
      .type('form')
      .send({ password: 'a brand new one', password_confirmation: 'a brand new one' });
    expect(set.status).toBe(200);
    const allowed = await logins('forced', 'a brand new one');
    expect(allowed.grant.status).toBe(200);
    expect(allowed.cookie).toBe('cookie');
    expect(allowed.zone.status).toBe(200);
  });

  it('GET /users/:nickname/password_reset: 404 for an unknown account', async () => {
    expect((await as.get(`${BASE}/nobody_here/password_reset`)).status).toBe(404);
  });
});

describe('PUT /api/pleroma/admin/users/disable_mfa', () => {
  it('answers the nickname; 404 for an unknown account', async () => {
    await makeUser(t, { nickname: 'mfa_user' });
    expect(
      await as
        .put(`${BASE}/disable_mfa`)
        .send({ nickname: 'mfa_user' })
        .then((r) => [r.status, r.body]),
    ).toEqual([200, 'mfa_user']);
    expect((await as.put(`${BASE}/disable_mfa`).send({ nickname: 'nobody_here' })).status).toBe(404);
  });
});

describe('credentials', () => {
  it("GET shows the settings under the spec's names", async () => {
    const user = await makeUser(t, {
      nickname: 'creds',
      displayName: 'Cred <b>',
      bio: 'hi',
      locked: true,
      rawFields: [{ name: 'a', value: '<x>' }],
    });
    const res = await as.get(`${BASE}/creds/credentials`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: String(user.id),
      nickname: 'creds',
      email: user.email,
      name: 'Cred <b>',
      bio: 'hi',
      avatar: 'http://fedigraph.test/images/avi.png',
      banner: 'http://fedigraph.test/images/banner.png',
      background: null,
      actor_type: 'Person',
      locked: true,
      discoverable: true,
      no_rich_text: false,
      default_scope: 'public',
      hide_follows: false,
      hide_followers: false,
      hide_follows_count: false,
      hide_followers_count: false,
      hide_favorites: true,
      allow_following_move: true,
      show_role: true,
      skip_thread_containment: false,
      pleroma_settings_store: {},
      fields: [{ name: 'a', value: '&lt;x&gt;' }],
      raw_fields: [{ name: 'a', value: '<x>' }],
    });
    expect((await as.get(`${BASE}/nobody_here/credentials`)).body).toEqual({ error: 'Not found' });
  });

  it('PATCH changes them ({status: success}) and logs it', async () => {
    await makeUser(t, { nickname: 'patchy' });
    let res;
    const messages = await logged(async () => {
      res = await as.patch(`${BASE}/patchy/credentials`).send({
        name: 'Patchy',
        bio: 'new bio',
        locked: 'true',
        discoverable: false,
        actor_type: 'Service',
        email: 'patchy@new.test',
        default_scope: 'private',
        avatar: 'https://img.example/a.png',
        fields: [{ name: 'k', value: 'v' }],
        hide_followers: true,
      });
    });
    expect([res!.status, res!.body]).toEqual([200, { status: 'success' }]);
    expect(messages).toEqual(['@boss updated users: @patchy']);
    expect(await fresh('patchy')).toMatchObject({
      displayName: 'Patchy',
      bio: 'new bio',
      locked: true,
      discoverable: false,
      actorType: 'Service',
      email: 'patchy@new.test',
      defaultScope: 'private',
      avatarUrl: 'https://img.example/a.png',
      rawFields: [{ name: 'k', value: 'v' }],
      hideFollowers: true,
    });
  });

  it('PATCH refuses bad values with {errors} and changes nothing', async () => {
    const user = await makeUser(t, { nickname: 'strict' });
    const res = await as
      .patch(`${BASE}/strict/credentials`)
      .send({ actor_type: 'Robot', email: 'not-an-address', name: 'kept?' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { actor_type: 'is invalid', email: 'has invalid format' } });
    expect(await fresh('strict')).toMatchObject({ actorType: 'Person', email: user.email, displayName: null });
    const taken = await as.patch(`${BASE}/strict/credentials`).send({ email: admin.email });
    expect(taken.body).toEqual({ errors: { email: 'has already been taken' } });
    expect((await as.patch(`${BASE}/nobody_here/credentials`).send({ name: 'x' })).body).toEqual({
      error: 'Not found',
    });
  });

  it('PATCH with a password sets it and forces a reset', async () => {
    await makeUser(t, { nickname: 'newpass' });
    const messages = await logged(() =>
      as.patch(`${BASE}/newpass/credentials`).send({ password: 'admin chosen pw' }).expect(200),
    );
    expect(messages).toEqual(['@boss updated users: @newpass', '@boss forced password reset for users: @newpass']);
    expect(await fresh('newpass')).toMatchObject({ passwordResetPending: true });
  });
});

describe('enforce_oauth_admin_scope_usage', () => {
  beforeEach(async () => {
    await updateSettings(t.orm.em.fork(), 'auth', { enforce_oauth_admin_scope_usage: true });
  });
  afterAll(async () => {
    await updateSettings(t.orm.em.fork(), 'auth', { enforce_oauth_admin_scope_usage: true });
  });

  it("off, an admin's read / write token is enough; on, it needs admin:read / admin:write", async () => {
    const plain = api(t, await tokenFor(t, admin, ['read', 'write']));
    const readOnly = api(t, await tokenFor(t, admin, ['admin:read']));
    expect(await plain.get(BASE).then((r) => [r.status, r.body])).toEqual([
      403,
      { error: 'Insufficient permissions: admin:read.' },
    ]);
    expect((await readOnly.get(BASE)).status).toBe(200);
    expect(await readOnly.patch(`${BASE}/boss/toggle_activation`).then((r) => [r.status, r.body])).toEqual([
      403,
      { error: 'Insufficient permissions: admin:write.' },
    ]);
    await updateSettings(t.orm.em.fork(), 'auth', { enforce_oauth_admin_scope_usage: false });
    expect((await plain.get(BASE)).status).toBe(200);
    expect((await plain.put(`${BASE}/disable_mfa`).send({ nickname: 'boss' })).status).toBe(200);
  });
});

describe('GraphQL: adminFollowUser, adminUnfollowUser', () => {
  it('answer the two accounts', async () => {
    const [a, b] = [await makeUser(t), await makeUser(t)];
    const pair = { follower: { id: String(a.id) }, followed: { id: String(b.id) } };
    const vars = { follower: a.nickname, followed: b.nickname };
    const doc = (field: string) =>
      `mutation($follower: String!, $followed: String!) { ${field}(follower: $follower, followed: $followed) { follower { id } followed { id } } }`;
    const followed = await gql(t, doc('adminFollowUser'), vars, adminToken);
    expect(followed.body).toEqual({ data: { adminFollowUser: pair } });
    const unfollowed = await gql(t, doc('adminUnfollowUser'), vars, adminToken);
    expect(unfollowed.body).toEqual({ data: { adminUnfollowUser: pair } });
    expect(await t.orm.em.fork().count(Follow, { follower: a.id, following: b.id })).toBe(0);
  });
});
