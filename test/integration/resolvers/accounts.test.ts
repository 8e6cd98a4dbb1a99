import { openSession, sessionCookieName } from '../../../src/auth/sessions.js';
import { describe, expect, it } from '@jest/globals';
import { Status, StatusContext, User } from '../../../src/entities/index.js';
import { block, follow } from '../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { useTestApp } from '../../support/app.js';
import { gql } from '../../support/graphql.js';
import { countStatements } from '../../support/sql-count.js';
import { linkIn, mailsTo } from '../../support/outbox.js';
import { expectFlat } from '../../support/statements.js';

const t = useTestApp();

const ACCOUNT =
  'id acct counts { statuses followers following } lastStatusAt relationship { following followedBy blocking note }';

describe('account(id | acct): one visibility rule', () => {
  it('hide deactivated accounts from all, and unapproved or unconfirmed ones from all but admins', async () => {
    const admin = await makeUser(t, { isAdmin: true });
    const stranger = await makeUser(t);
    const deactivated = await makeUser(t, { deactivated: true });
    const pending = await makeUser(t, { approvalPending: true });
    const unconfirmed = await makeUser(t, { confirmationPending: true });
    const codes = async (target: User, token?: string) =>
      Promise.all([
        gql(t, 'query($id: ID!) { account(id: $id) { id } }', { id: String(target.id) }, token),
        gql(t, 'query($nickname: String!) { account(acct: $nickname) { id } }', { nickname: target.nickname }, token),
        gql(t, 'query($nickname: ID!) { account(id: $nickname) { id } }', { nickname: target.nickname }, token),
      ]).then((all) => all.map((r) => r.body.errors?.[0]?.extensions?.code ?? 'OK'));
    const [adminToken, strangerToken] = [await tokenFor(t, admin), await tokenFor(t, stranger)];
    expect(await codes(deactivated, adminToken)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    for (const hidden of [pending, unconfirmed]) {
      expect(await codes(hidden)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
      expect(await codes(hidden, strangerToken)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
      expect(await codes(hidden, adminToken)).toEqual(['OK', 'OK', 'OK']);
    }
    expect(await codes(stranger)).toEqual(['OK', 'OK', 'OK']);
  });

  it('takes exactly one of id and acct', async () => {
    const target = await makeUser(t);
    for (const args of ['', `(id: "${target.id}", acct: "${target.nickname}")`]) {
      const res = await gql(t, `{ account${args} { id } }`);
      expect(res.body.data).toBeNull();
      expect(res.body.errors?.[0]).toMatchObject({
        message: 'account: give exactly one of id and acct',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });
});

describe('account', () => {
  it("resolves counts, the last status and the caller's relationship", async () => {
    const [viewer, target] = [await makeUser(t), await makeUser(t)];
    const em = t.orm.em.fork();
    em.create(Status, {
      account: target.id,
      context: em.create(StatusContext, {}),
      createdAt: new Date('2026-05-06T07:08:09Z'),
    });
    await em.flush();
    await follow(t, viewer, target);
    const { body } = await gql(
      t,
      `query($id: ID!) { account(id: $id) { ${ACCOUNT} } }`,
      { id: String(target.id) },
      await tokenFor(t, viewer),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.account).toEqual({
      id: String(target.id),
      acct: target.nickname,
      counts: { statuses: 1, followers: 1, following: 0 },
      lastStatusAt: '2026-05-06T07:08:09.000Z',
      relationship: { following: true, followedBy: false, blocking: false, note: '' },
    });
    const anonymous = await gql(t, `query($id: ID!) { account(id: $id) { relationship { following } } }`, {
      id: String(target.id),
    });
    expect(anonymous.body.data.account.relationship).toBeNull();
  });

  it("refuses another account's private settings", async () => {
    const [viewer, target] = [await makeUser(t), await makeUser(t)];
    for (const field of ['settingsStore', 'defaultScope', 'followRequestsCount', 'email']) {
      const { body } = await gql(
        t,
        `query($id: ID!) { account(id: $id) { ${field} } }`,
        { id: String(target.id) },
        await tokenFor(t, viewer),
      );
      expect(body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    }
    const own = await gql(
      t,
      `query($id: ID!) { account(id: $id) { settingsStore defaultScope followRequestsCount } }`,
      { id: String(viewer.id) },
      await tokenFor(t, viewer),
    );
    expect(own.body.data.account).toEqual({ settingsStore: {}, defaultScope: 'PUBLIC', followRequestsCount: 0 });
  });

  it('guards each account of one reply on its own: the own e-mail shown, the other refused', async () => {
    const [viewer, other, target] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    await follow(t, viewer, target, { state: 'accepted' });
    await follow(t, other, target, { state: 'accepted' });
    const { body } = await gql(
      t,
      `query($id: ID!) { followers(id: $id) { nodes { id email } } }`,
      { id: String(target.id) },
      await tokenFor(t, viewer),
    );
    expect(body.data.followers.nodes).toEqual([
      { id: String(other.id), email: null },
      { id: String(viewer.id), email: viewer.email },
    ]);
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]).toMatchObject({
      path: ['followers', 'nodes', 0, 'email'],
      extensions: { code: 'FORBIDDEN' },
    });
    // The own account first: an answer cached for the request would show the next account's e-mail.
    const both = await gql(
      t,
      `query($own: ID!, $other: ID!) { own: account(id: $own) { email } other: account(id: $other) { email } }`,
      { own: String(viewer.id), other: String(other.id) },
      await tokenFor(t, viewer),
    );
    expect(both.body.data).toEqual({ own: { email: viewer.email }, other: { email: null } });
  });

  it('costs a constant number of SQL statements per page of followers, whatever its size', async () => {
    const viewer = await makeUser(t);
    const token = await tokenFor(t, viewer);
    const owners: User[] = [];
    for (const size of [2, 12]) {
      const owner = await makeUser(t);
      for (let i = 0; i < size; i += 1) {
        const follower = await makeUser(t);
        await follow(t, follower, owner);
        await follow(t, viewer, follower);
      }
      owners.push(owner);
    }
    const query = `query($id: ID!) { followers(id: $id, first: 40) { nodes { ${ACCOUNT} } pageInfo { startCursor endCursor } } }`;
    const counts: number[] = [];
    for (const owner of owners) {
      counts.push(
        await countStatements(t.orm, async () => {
          const { body } = await gql(t, query, { id: String(owner.id) }, token);
          expect(body.errors).toBeUndefined();
          expect(
            body.data.followers.nodes.every((a: { relationship: { following: boolean } }) => a.relationship.following),
          ).toBe(true);
        }),
      );
    }
    expectFlat(counts);
    expect(counts[1]).toBeLessThanOrEqual(14);
  });
});

describe('relations', () => {
  it('follow, relationships and unfollow', async () => {
    const [me, other] = [await makeUser(t), await makeUser(t)];
    const token = await tokenFor(t, me);
    const followed = await gql(
      t,
      'mutation($id: ID!) { followAccount(id: $id, notify: true) { id following subscribing requested } }',
      { id: String(other.id) },
      token,
    );
    expect(followed.body.data.followAccount).toEqual({
      id: String(other.id),
      following: true,
      subscribing: true,
      requested: false,
    });
    const rel = await gql(
      t,
      'query($ids: [ID!]!) { relationships(ids: $ids) { id following } }',
      { ids: [String(other.id), '424242'] },
      token,
    );
    expect(rel.body.data.relationships).toEqual([{ id: String(other.id), following: true }]);
    const page = await gql(
      t,
      'query($id: ID!) { following(id: $id) { nodes { id } pageInfo { startCursor endCursor } } }',
      { id: String(me.id) },
    );
    expect(page.body.data.following).toEqual({
      nodes: [{ id: String(other.id) }],
      pageInfo: { startCursor: expect.any(String), endCursor: expect.any(String) },
    });
    const unfollowed = await gql(
      t,
      'mutation($id: ID!) { unfollowAccount(id: $id) { following } }',
      { id: String(other.id) },
      token,
    );
    expect(unfollowed.body.data.unfollowAccount.following).toBe(false);
  });

  it('refuses without the scope, and between blocked accounts', async () => {
    const [me, other] = [await makeUser(t), await makeUser(t)];
    const readOnly = await gql(
      t,
      'mutation($id: ID!) { blockAccount(id: $id) { blocking } }',
      { id: String(other.id) },
      await tokenFor(t, me, ['read']),
    );
    expect(readOnly.body.errors?.[0]).toMatchObject({
      message: 'Insufficient permissions: write:blocks.',
      extensions: { code: 'FORBIDDEN' },
    });
    await block(t, other, me);
    const blocked = await gql(
      t,
      'mutation($id: ID!) { followAccount(id: $id) { following } }',
      { id: String(other.id) },
      await tokenFor(t, me),
    );
    expect(blocked.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await gql(t, 'query { blocks { nodes { id } } }');
    expect(anonymous.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('register', () => {
  const REGISTER =
    'mutation($input: RegisterInput!) { registerAccount(input: $input) { account { acct } token { scope accountId } message identifier } }';

  it('registers through an app token and returns a token of that app', async () => {
    const input = {
      username: 'graphqler',
      password: 'long enough pass',
      agreement: true,
      email: 'graphqler@example.test',
    };
    const { body } = await gql(t, REGISTER, { input }, await tokenFor(t, null, ['read']));
    expect(body.errors).toBeUndefined();
    const user = await t.orm.em.fork().findOneOrFail(User, { nickname: 'graphqler' });
    expect(body.data.registerAccount).toEqual({
      account: { acct: 'graphqler' },
      token: { scope: 'read write follow push', accountId: String(user.id) },
      message: null,
      identifier: null,
    });
  });

  it('is refused without an app: UNAUTHENTICATED anonymously or with a bad token, FORBIDDEN to a user', async () => {
    const input = { username: 'noapp', password: 'long enough pass', agreement: true };
    for (const token of [undefined, 'made-up-token']) {
      const { body } = await gql(t, REGISTER, { input }, token);
      expect(body.errors?.[0]).toMatchObject({
        message: 'Invalid credentials',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    const session = await openSession(t.orm.em.fork(), await makeUser(t, { nickname: 'noapp_user' }));
    const res = await t
      .http()
      .post('/graphql')
      .set('cookie', `${sessionCookieName(t.config.namespace)}=${encodeURIComponent(session)}`)
      .send({ query: REGISTER, variables: { input } });
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Invalid credentials', extensions: { code: 'FORBIDDEN' } });
  });
});

describe('password reset', () => {
  it('mails a token that resetPassword takes once', async () => {
    const user = await makeUser(t, { email: 'gql-reset@example.test' });
    expect((await gql(t, 'mutation { requestPasswordReset(email: "gql-reset@example.test") }')).body.data).toEqual({
      requestPasswordReset: true,
    });
    const token = linkIn(mailsTo(t, 'gql-reset@example.test')[0], 'http://fedigraph.test/').split('/').pop();
    const reset = 'mutation($token: String!) { resetPassword(token: $token, password: "fresh password 1") }';
    expect((await gql(t, reset, { token })).body.data).toEqual({ resetPassword: true });
    const again = await gql(t, reset, { token });
    expect(again.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const login = await t.http().get('/api/v1/accounts/verify_credentials').auth(user.nickname, 'fresh password 1');
    expect(login.status).toBe(200);
  });
});

describe('customEmojis', () => {
  it('is empty without an emoji folder', async () => {
    expect((await gql(t, 'query { customEmojis { shortcode } }')).body.data).toEqual({ customEmojis: [] });
  });
});
