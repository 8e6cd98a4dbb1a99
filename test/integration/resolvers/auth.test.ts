import { beforeAll, describe, expect, it } from '@jest/globals';
import { GraphQLObjectType, GraphQLSchema, GraphQLString, graphql, isObjectType } from 'graphql';
import { applyMiddleware } from 'graphql-middleware';
import { permissions, rules } from '../../../src/auth/permissions.js';
import { User } from '../../../src/entities/index.js';
import { buildAppSchema } from '../../../src/graphql/schema.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { useTestApp } from '../../support/app.js';
import { gql } from '../../support/graphql.js';

const t = useTestApp();

let ipCounter = 0;
/** A GraphQL POST from its own client address, with extra headers (cookie, Basic). */
async function gqlWith(headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) {
  ipCounter += 1;
  const res = await t
    .http()
    .post('/graphql')
    .set({ 'content-type': 'application/json', 'x-forwarded-for': `10.3.0.${ipCounter}`, ...headers })
    .send({ query, variables });
  return {
    status: res.status,
    body: res.body as {
      data?: any;
      errors?: Array<{ message: string; path?: string[]; extensions: Record<string, unknown> }>;
    },
  };
}

const ME = '{ me { nickname } }';

describe('Query.me', () => {
  let alice: User;
  beforeAll(async () => {
    alice = await makeUser(t, { nickname: 'alice' });
  });

  it('returns the caller for a read:accounts or read token', async () => {
    for (const scopes of [['read:accounts'], ['read']]) {
      const res = await gql(t, ME, {}, await tokenFor(t, alice, scopes));
      expect(res.body).toEqual({ data: { me: { nickname: 'alice' } } });
    }
  });

  it('refuses a token with only write (no read) with FORBIDDEN', async () => {
    const res = await gql(t, ME, {}, await tokenFor(t, alice, ['write']));
    expect(res.body.data).toEqual({ me: null });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors![0]).toMatchObject({
      message: 'Insufficient permissions: read:accounts.',
      path: ['me'],
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('refuses an anonymous caller with UNAUTHENTICATED', async () => {
    const res = await gql(t, ME);
    expect(res.body.data).toEqual({ me: null });
    expect(res.body.errors![0]).toMatchObject({
      message: 'Authentication required',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses an app-only (client_credentials) token with UNAUTHENTICATED', async () => {
    const client = await gqlWith(
      {},
      `mutation { createApp(input: { clientName: "x", redirectUris: "urn:ietf:wg:oauth:2.0:oob" }) { clientId clientSecret } }`,
    );
    const { clientId, clientSecret } = client.body.data.createApp;
    const issued = await gqlWith(
      {},
      `mutation($input: TokenRequestInput!) { exchangeToken(input: $input) { accessToken refreshToken accountId } }`,
      { input: { grantType: 'client_credentials', clientId, clientSecret } },
    );
    expect(issued.body.data.exchangeToken).toMatchObject({ refreshToken: null, accountId: null });
    const res = await gql(t, ME, {}, issued.body.data.exchangeToken.accessToken);
    expect(res.body.errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a bad or revoked credential with UNAUTHENTICATED and its reason', async () => {
    const res = await gql(t, ME, {}, 'made-up-token');
    expect(res.body.errors![0]).toMatchObject({
      message: 'The access token is invalid',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('accepts HTTP Basic', async () => {
    const res = await gqlWith(
      { authorization: `Basic ${Buffer.from(`alice:${DEFAULT_PASSWORD}`).toString('base64')}` },
      ME,
    );
    expect(res.body).toEqual({ data: { me: { nickname: 'alice' } } });
  });
});

describe('the _pleroma_key cookie', () => {
  it('from the authorize page authenticates { me { nickname } }; a forged one does not', async () => {
    const bob = await makeUser(t, { nickname: 'bob' });
    const app = await gqlWith(
      {},
      `mutation { createApp(input: { clientName: "web", redirectUris: "https://web.example/cb" }) { clientId } }`,
    );
    ipCounter += 1;
    const page = await t
      .http()
      .post('/oauth/authorize')
      .set('x-forwarded-for', `10.3.1.${ipCounter}`)
      .type('form')
      .send({
        client_id: app.body.data.createApp.clientId,
        redirect_uri: 'https://web.example/cb',
        response_type: 'code',
        username: 'bob',
        password: DEFAULT_PASSWORD,
      });
    expect(page.status).toBe(302);
    const cookie = (page.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const res = await gqlWith({ cookie }, ME);
    expect(res.body).toEqual({ data: { me: { nickname: 'bob' } } });

    const forged = await gqlWith({ cookie: '_pleroma_key=forged' }, ME);
    expect(forged.body.errors![0]).toMatchObject({
      message: 'Invalid session',
      extensions: { code: 'UNAUTHENTICATED' },
    });

    await t.orm.em.fork().nativeUpdate(User, { id: bob.id }, { deactivated: true });
    const deactivated = await gqlWith({ cookie }, ME);
    expect(deactivated.body.errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('Account.email', () => {
  let carol: User;
  let dan: User;
  beforeAll(async () => {
    carol = await makeUser(t, { nickname: 'carol', email: 'carol@example.test', registrationReason: 'I like DNS' });
    dan = await makeUser(t, { nickname: 'dan', email: 'dan@example.test' });
  });
  const USER = 'query($nickname: String!) { account(acct: $nickname) { nickname email } }';

  it('is returned to the account itself', async () => {
    const res = await gql(t, USER, { nickname: 'carol' }, await tokenFor(t, carol, ['read']));
    expect(res.body).toEqual({ data: { account: { nickname: 'carol', email: 'carol@example.test' } } });
  });

  it('is refused to another user (FORBIDDEN) and to anonymous callers (UNAUTHENTICATED); the rest of the account is still returned', async () => {
    const cases: Array<[string | undefined, string, string]> = [
      [await tokenFor(t, dan, ['read']), 'FORBIDDEN', 'User is not an admin.'],
      [undefined, 'UNAUTHENTICATED', 'Authentication required'],
    ];
    for (const [token, code, message] of cases) {
      const res = await gql(t, USER, { nickname: 'carol' }, token);
      expect(res.body.data).toEqual({ account: { nickname: 'carol', email: null } });
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors![0]).toMatchObject({ message, path: ['account', 'email'], extensions: { code } });
      expect(JSON.stringify(res.body)).not.toContain('carol@example.test');
    }
  });

  it('registrationReason is guarded the same way', async () => {
    const q = 'query($nickname: String!) { account(acct: $nickname) { registrationReason } }';
    expect(
      (await gql(t, q, { nickname: 'carol' }, await tokenFor(t, carol, ['read']))).body.data.account.registrationReason,
    ).toBe('I like DNS');
    const other = await gql(t, q, { nickname: 'carol' }, await tokenFor(t, dan, ['read']));
    expect(other.body.errors![0].extensions.code).toBe('FORBIDDEN');
  });

  it('is shown to an admin with admin:read, not to an admin with a plain read token', async () => {
    const admin = await makeUser(t, { nickname: 'admin', isAdmin: true });
    const allowed = await gql(t, USER, { nickname: 'carol' }, await tokenFor(t, admin, ['read', 'admin:read']));
    expect(allowed.body).toEqual({ data: { account: { nickname: 'carol', email: 'carol@example.test' } } });
    const plain = await gql(t, USER, { nickname: 'carol' }, await tokenFor(t, admin, ['read']));
    expect(plain.body.data.account.email).toBeNull();
    expect(plain.body.errors![0]).toMatchObject({
      message: 'Insufficient permissions: admin:read.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('an unknown account is NOT_FOUND', async () => {
    const res = await gql(t, USER, { nickname: 'nobody' });
    expect(res.body.data).toBeNull();
    expect(res.body.errors![0]).toMatchObject({ message: "Can't find user", extensions: { code: 'NOT_FOUND' } });
  });
});

describe('Mutation.issueToken', () => {
  it('returns a JWT without a client, and refuses a deactivated account with FORBIDDEN and its identifier', async () => {
    await makeUser(t, { nickname: 'erin' });
    const LOGIN =
      'mutation($u: String!, $p: String!) { issueToken(username: $u, password: $p) { accessToken tokenType expiresIn refreshToken } }';
    const ok = await gqlWith({}, LOGIN, { u: 'erin', p: DEFAULT_PASSWORD });
    expect(ok.body.data.issueToken).toEqual({
      accessToken: expect.stringMatching(/^eyJ/),
      tokenType: 'Bearer',
      expiresIn: 3600,
      refreshToken: null,
    });
    expect((await gql(t, ME, {}, ok.body.data.issueToken.accessToken)).body.data.me.nickname).toBe('erin');

    const wrong = await gqlWith({}, LOGIN, { u: 'erin', p: 'nope nope' });
    expect(wrong.body.errors![0]).toMatchObject({
      message: 'Invalid credentials',
      extensions: { code: 'UNAUTHENTICATED' },
    });

    await makeUser(t, { nickname: 'frozen', deactivated: true });
    const res = await gqlWith({}, LOGIN, { u: 'frozen', p: DEFAULT_PASSWORD });
    expect(res.body.errors![0]).toMatchObject({
      message: 'Your account is currently disabled',
      extensions: { code: 'FORBIDDEN', identifier: 'account_is_disabled' },
    });
  });
});

describe('shield: deny by default', () => {
  const typeRules = rules as Record<string, unknown>;

  it('lists every Query, Mutation and Subscription field of the schema by name in the permission map', async () => {
    const { schema } = await buildAppSchema();
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      expect(root).toBeTruthy();
      const map = typeRules[root!.name] as Record<string, unknown>;
      expect(typeof map).toBe('object');
      expect(map['*']).toBeUndefined(); // root fields are never allowed wholesale
      const missing = Object.keys(root!.getFields()).filter((f) => !(f in map));
      expect(missing).toEqual([]);
      const stale = Object.keys(map).filter((f) => !(f in root!.getFields()));
      expect(stale).toEqual([]);
    }
  });

  it('names below the root only fields of types the schema has, never a whole type', async () => {
    const { schema } = await buildAppSchema();
    for (const [type, fields] of Object.entries(typeRules).filter(
      ([name]) => !['Query', 'Mutation', 'Subscription'].includes(name),
    )) {
      const objectType = schema.getType(type);
      expect(objectType && isObjectType(objectType)).toBe(true);
      expect(typeof fields === 'object' && !('resolve' in (fields as object))).toBe(true);
      expect(
        Object.keys(fields as object).filter((f) => f === '*' || !(f in (objectType as GraphQLObjectType).getFields())),
      ).toEqual([]);
    }
  });

  it('the real shield denies a root field its map does not list, with FORBIDDEN', async () => {
    const resolveTo = (value: string) => ({ type: GraphQLString, resolve: () => value });
    // A stand-in schema with every type and field the map names (shield refuses a map naming anything the
    // schema lacks), plus one root field of each kind that the map does not list.
    const standIn = (name: string, extra: string[]) => {
      const rule = typeRules[name];
      const listed =
        rule && typeof rule === 'object' && !('resolve' in rule) ? Object.keys(rule).filter((f) => f !== '*') : [];
      return new GraphQLObjectType({
        name,
        fields: Object.fromEntries([...listed, ...extra, 'x'].map((f) => [f, resolveTo(f)])),
      });
    };
    const toy = new GraphQLSchema({
      query: standIn('Query', ['secretQuery']),
      mutation: standIn('Mutation', ['secretMutation']),
      types: Object.keys(typeRules)
        .filter((name) => name !== 'Query' && name !== 'Mutation')
        .map((name) => standIn(name, [])),
    });
    const shielded = applyMiddleware(toy, permissions(toy));
    const ctx = { auth: { user: null, app: null, scopes: [], method: null, failure: null } };

    const listed = await graphql({ schema: shielded, source: '{ instance }', contextValue: ctx });
    expect(listed).toEqual({ data: { instance: 'instance' } });
    const query = await graphql({ schema: shielded, source: '{ secretQuery }', contextValue: ctx });
    expect(query.data).toEqual({ secretQuery: null });
    expect(query.errors?.map((e) => [e.message, (e.originalError as { code?: string })?.code])).toEqual([
      ['Not authorised', 'FORBIDDEN'],
    ]);
    const mutation = await graphql({ schema: shielded, source: 'mutation { secretMutation }', contextValue: ctx });
    expect(mutation.data).toEqual({ secretMutation: null });
    expect((mutation.errors?.[0].originalError as { code?: string })?.code).toBe('FORBIDDEN');

    // Below the root only the listed fields are wrapped: the others keep their own resolver untouched.
    const account = (schema: GraphQLSchema) => (schema.getType('Account') as GraphQLObjectType).getFields();
    expect(account(shielded).x.resolve).toBe(account(toy).x.resolve);
    expect(account(shielded).email.resolve).not.toBe(account(toy).email.resolve);
  });
});
