import { beforeAll, describe, expect, it } from '@jest/globals';
import { OAuthApp, OAuthToken, type User } from '../../../../../src/entities/index.js';
import { issueToken } from '../../../../../src/oauth/oauth.service.js';
import { makeAdmin } from '../../../../support/factories/report.factory.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../../../support/factories/user.factory.js';
import { useTestApp } from '../../../../support/app.js';
import { gql } from '../../../../support/graphql.js';
import { api } from '../../../../support/rest.js';

const t = useTestApp();
let admin: { user: User; token: string };
beforeAll(async () => {
  admin = await makeAdmin(t);
});

const APPS = '/api/pleroma/admin/oauth_app';
const CALLBACK = 'https://client.example/callback';
const APP_SHAPE = {
  id: expect.any(Number),
  name: expect.any(String),
  client_id: expect.any(String),
  client_secret: expect.any(String),
  redirect_uri: expect.any(String),
  website: null,
  trusted: expect.any(Boolean),
};

describe('POST /api/pleroma/admin/oauth_app', () => {
  it('creates an app with an integer id, scopes as a list, trusted', async () => {
    const res = await api(t, admin.token)
      .post(APPS)
      .send({ name: 'Admin made', redirect_uris: CALLBACK, scopes: ['read', 'write'], trusted: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...APP_SHAPE, name: 'Admin made', redirect_uri: CALLBACK, trusted: true });
    const stored = await t.orm.em.fork().findOneOrFail(OAuthApp, { id: res.body.id });
    expect([stored.scopes, stored.trusted]).toEqual(['read write', true]);
    expect(stored.clientSecretSealed).not.toContain(res.body.client_secret);
  });

  it('answers blank fields with an object of field name to message, creating nothing', async () => {
    const before = await t.orm.em.fork().count(OAuthApp);
    const res = await api(t, admin.token)
      .post(APPS)
      .send({ name: '', redirect_uris: '', scopes: ['read'] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ name: "can't be blank", redirect_uris: "can't be blank" });
    const scopes = await api(t, admin.token)
      .post(APPS)
      .send({ name: 'x', redirect_uris: CALLBACK, scopes: ['root'] });
    expect([scopes.status, scopes.body]).toEqual([400, { scopes: 'unknown scope root' }]);
    expect(await t.orm.em.fork().count(OAuthApp)).toBe(before);
  });
});

describe('GET /api/pleroma/admin/oauth_app', () => {
  it('lists by page with count and page_size, filtered by name, client_id and trusted', async () => {
    const made = [];
    for (const [name, trusted] of [
      ['List one', false],
      ['List two', true],
      ['List three', false],
    ] as const) {
      made.push(
        (await api(t, admin.token).post(APPS).send({ name, redirect_uris: CALLBACK, scopes: 'read', trusted })).body,
      );
    }
    const all = await api(t, admin.token).get(APPS).query({ page_size: 2, page: 1 });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      apps: [expect.objectContaining(APP_SHAPE), expect.objectContaining(APP_SHAPE)],
      count: expect.any(Number),
      page_size: 2,
    });
    const total = await t.orm.em.fork().count(OAuthApp);
    expect(all.body.count).toBe(total);
    const byName = await api(t, admin.token).get(APPS).query({ name: 'List two' });
    expect(byName.body).toEqual({ apps: [made[1]], count: 1, page_size: 50 });
    const byClient = await api(t, admin.token).get(APPS).query({ client_id: made[2].client_id });
    expect(byClient.body.apps).toEqual([made[2]]);
    const trusted = await api(t, admin.token).get(APPS).query({ trusted: true, page_size: 500 });
    expect(trusted.body.apps.every((a: { trusted: boolean }) => a.trusted)).toBe(true);
    expect(trusted.body.apps.map((a: { id: number }) => a.id)).toContain(made[1].id);
  });
});

describe('GraphQL: adminOAuthApps', () => {
  const PAGE = `query($name: String, $first: Int, $after: String, $last: Int, $before: String) {
    adminOAuthApps(name: $name, first: $first, after: $after, last: $last, before: $before) {
      totalCount pageSize edges { cursor node { id name } } pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
    }
  }`;

  it('is a connection oldest first: first/after page forward, last/before backward, the cursor being the id', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const app = await api(t, admin.token).post(APPS).send({ name: 'Paged', redirect_uris: CALLBACK, scopes: 'read' });
      ids.push(app.body.id);
    }
    const edge = (id: number) => ({ cursor: String(id), node: { id: String(id), name: 'Paged' } });
    const first = await gql(t, PAGE, { name: 'Paged', first: 2 }, admin.token);
    expect(first.body.data.adminOAuthApps).toEqual({
      totalCount: 3,
      pageSize: 2,
      edges: [edge(ids[0]), edge(ids[1])],
      pageInfo: { startCursor: String(ids[0]), endCursor: String(ids[1]), hasNextPage: true, hasPreviousPage: false },
    });
    const next = await gql(t, PAGE, { name: 'Paged', first: 2, after: String(ids[1]) }, admin.token);
    expect(next.body.data.adminOAuthApps.edges).toEqual([edge(ids[2])]);
    expect(next.body.data.adminOAuthApps.pageInfo.hasNextPage).toBe(false);
    const back = await gql(t, PAGE, { name: 'Paged', last: 1, before: String(ids[2]) }, admin.token);
    expect(back.body.data.adminOAuthApps.edges).toEqual([edge(ids[1])]);
    expect(back.body.data.adminOAuthApps.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('refuses a cursor it did not give, and non-admins', async () => {
    const bad = await gql(t, PAGE, { after: 'x' }, admin.token);
    expect([bad.body.errors?.[0].message, bad.body.errors?.[0].extensions.code]).toEqual([
      'after: must be an id',
      'BAD_USER_INPUT',
    ]);
    const token = await tokenFor(t, await makeUser(t));
    expect((await gql(t, PAGE, {}, token)).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('PATCH /api/pleroma/admin/oauth_app/:id', () => {
  it('changes the given fields only; 400 for an unknown id or a blank field', async () => {
    const app = (await api(t, admin.token).post(APPS).send({ name: 'Before', redirect_uris: CALLBACK, scopes: 'read' }))
      .body;
    const res = await api(t, admin.token)
      .patch(`${APPS}/${app.id}`)
      .send({ name: 'After', trusted: true, website: 'https://client.example' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...app, name: 'After', trusted: true, website: 'https://client.example' });
    const blank = await api(t, admin.token).patch(`${APPS}/${app.id}`).send({ redirect_uris: ' ' });
    expect([blank.status, blank.body]).toEqual([400, { redirect_uris: "can't be blank" }]);
    const unknown = await api(t, admin.token).patch(`${APPS}/999999`).send({ name: 'x' });
    expect([unknown.status, unknown.body]).toEqual([400, { error: 'Invalid parameters' }]);
  });
});

describe('DELETE /api/pleroma/admin/oauth_app/:id', () => {
  it('deletes the app and its tokens: 204; 400 for an unknown id', async () => {
    const user = await makeUser(t);
    const app = (await api(t, admin.token).post(APPS).send({ name: 'Doomed', redirect_uris: CALLBACK, scopes: 'read' }))
      .body;
    const em = t.orm.em.fork();
    const issued = await issueToken(em, em.getReference(OAuthApp, app.id), user, ['read']);
    const res = await api(t, admin.token).delete(`${APPS}/${app.id}`);
    expect(res.status).toBe(204);
    expect(await t.orm.em.fork().count(OAuthToken, { id: issued.token.id })).toBe(0);
    expect((await api(t, issued.accessToken).get('/api/v1/accounts/verify_credentials')).status).toBe(401);
    const again = await api(t, admin.token).delete(`${APPS}/${app.id}`);
    expect([again.status, again.body]).toEqual([400, { error: 'Invalid parameters' }]);
  });
});

describe('trusted apps in /oauth/authorize', () => {
  it('skip the consent step for a signed-in user; untrusted apps still ask', async () => {
    await makeUser(t, { nickname: 'trusting' });
    const agent = t.http();
    const trusted = (
      await api(t, admin.token)
        .post(APPS)
        .send({ name: 'Trusted', redirect_uris: CALLBACK, scopes: 'read', trusted: true })
    ).body;
    const plain = (
      await api(t, admin.token).post(APPS).send({ name: 'Plain', redirect_uris: CALLBACK, scopes: 'read' })
    ).body;
    const login = await agent.post('/oauth/authorize').type('form').send({
      client_id: plain.client_id,
      redirect_uri: CALLBACK,
      scope: 'read',
      username: 'trusting',
      password: DEFAULT_PASSWORD,
    });
    expect(login.status).toBe(302);
    const again = await agent
      .get('/oauth/authorize')
      .query({ client_id: plain.client_id, redirect_uri: CALLBACK, response_type: 'code', scope: 'read' });
    expect(again.status).toBe(200);
    expect(again.text).toContain('Signed in as');
    const skip = await agent.get('/oauth/authorize').query({
      client_id: trusted.client_id,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'read',
      state: 's',
    });
    expect(skip.status).toBe(302);
    const location = new URL(skip.headers.location);
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get('state')).toBe('s');
    const anonymous = await t
      .http()
      .get('/oauth/authorize')
      .query({ client_id: trusted.client_id, redirect_uri: CALLBACK, response_type: 'code' });
    expect(anonymous.status).toBe(200);
  });

  it('the list refuses non-admins', async () => {
    const user = await makeUser(t);
    expect((await api(t, await tokenFor(t, user, ['read', 'admin'])).get(APPS)).status).toBe(403);
  });
});

describe('PATCH and DELETE /api/pleroma/admin/oauth_app/:id with an id that is no integer', () => {
  it("answers GraphQL's Int words, as Pleroma's integer id reads it", async () => {
    const patch = await api(t, admin.token).patch(`${APPS}/x`).send({ name: 'Renamed' });
    expect([patch.status, patch.body]).toEqual([400, { error: 'id: Int cannot represent non-integer value: "x"' }]);
    const decimal = await api(t, admin.token).patch(`${APPS}/1.5`).send({ name: 'Renamed' });
    expect([decimal.status, decimal.body]).toEqual([
      400,
      { error: 'id: Int cannot represent non-integer value: "1.5"' },
    ]);
    const big = await api(t, admin.token).delete(`${APPS}/99999999999`);
    expect([big.status, big.body]).toEqual([
      400,
      { error: 'id: Int cannot represent non 32-bit signed integer value: 99999999999' },
    ]);
    const unknown = await api(t, admin.token).delete(`${APPS}/999999`);
    expect([unknown.status, unknown.body]).toEqual([400, { error: 'Invalid parameters' }]);
  });
});
