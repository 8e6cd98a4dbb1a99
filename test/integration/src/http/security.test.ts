import { describe, expect, it } from '@jest/globals';
import { OAuthToken } from '../../../../src/entities/index.js';
import { MAX_ADMIN_PAGE_SIZE } from '../../../../src/core/pagination.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';

// Security headers and scopes: nosniff on JSON, no framing of the authorize page, no admin scopes granted to
// users who are not admins.
const t = useTestApp();

const registerApp = async (scopes: string) =>
  (await t.http().post('/api/v1/apps').send({ client_name: 'c', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes }))
    .body;

describe('security headers', () => {
  it.each([
    ['a JSON reply', '/api/v1/instance'],
    ['a JSON error', '/api/v1/no-such-path'],
    ['the zone service', '/api/swagger.json'],
    ['GraphQL', '/graphql?query=%7Binstance%7Btitle%7D%7D'],
  ])('%s carries nosniff and refuses framing', async (_label, path) => {
    const res = await t.http().get(path);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('GET /oauth/authorize: the HTML page has a CSP that refuses framing, scripts and foreign resources', async () => {
    const app = await registerApp('read');
    const res = await t
      .http()
      .get('/oauth/authorize')
      .query({ client_id: app.client_id, redirect_uri: 'urn:ietf:wg:oauth:2.0:oob', response_type: 'code' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src/);
  });
});

describe('POST /oauth/token', () => {
  it('drops admin scopes a user who is not an admin asks for (as Pleroma does); an admin keeps them', async () => {
    const app = await registerApp('read write admin');
    const user = await makeUser(t);
    const admin = await makeUser(t, { isAdmin: true });
    const grant = (nickname: string) =>
      t.http().post('/oauth/token').send({
        grant_type: 'password',
        client_id: app.client_id,
        client_secret: app.client_secret,
        username: nickname,
        password: DEFAULT_PASSWORD,
        scope: 'read admin admin:write',
      });
    const plain = await grant(user.nickname);
    expect(plain.status).toBe(200);
    expect(plain.body.scope).toBe('read');
    const stored = await t.orm.em.fork().find(OAuthToken, { user: user.id });
    expect(stored.map((s) => s.scopes)).toEqual([['read']]);
    const adminGrant = await grant(admin.nickname);
    expect(adminGrant.body.scope).toBe('read admin admin:write');
  });
});

describe('GET /api/pleroma/admin/users', () => {
  it('clamps page_size=100000 to the largest admin page', async () => {
    const admin = await makeUser(t, { isAdmin: true });
    const token = await tokenFor(t, admin, ['read', 'admin']);
    const res = await t.http().get('/api/pleroma/admin/users?page_size=100000').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.page_size).toBe(MAX_ADMIN_PAGE_SIZE);
    const reports = await t
      .http()
      .get('/api/pleroma/admin/reports?page_size=100000')
      .set('authorization', `Bearer ${token}`);
    expect(reports.status).toBe(200);
  });
});
