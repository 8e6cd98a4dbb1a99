import { describe, expect, it } from '@jest/globals';
import { SETTING_DEFAULTS } from '../../../../src/settings/setting-defaults.js';
import { DEFAULT_PASSWORD, makeUser } from '../../../support/factories/user.factory.js';
import { startTestApp, useTestApp } from '../../../support/app.js';

// Every password check counts failures per
// address and per login name; once either is spent, the check is refused unverified (429), right password or not.
const t = useTestApp();

const ADDRESS = (SETTING_DEFAULTS.rate_limit.password_failures_address as [number, number])[1];
const ACCOUNT = (SETTING_DEFAULTS.rate_limit.password_failures_account as [number, number])[1];
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const basic = (nickname: string, password: string) =>
  `Basic ${Buffer.from(`${nickname}:${password}`).toString('base64')}`;
const verifyBasic = (nickname: string, password: string, ip: string) =>
  t
    .http()
    .get('/api/v1/accounts/verify_credentials')
    .set('authorization', basic(nickname, password))
    .set('x-forwarded-for', ip);

describe('GET /api/v1/accounts/verify_credentials with HTTP Basic', () => {
  it(`refuses every check from an address after ${ADDRESS} failures there, whatever the account`, async () => {
    const ip = freshIp();
    const users = await Promise.all(Array.from({ length: Math.ceil(ADDRESS / (ACCOUNT - 1)) + 1 }, () => makeUser(t)));
    for (let i = 0; i < ADDRESS; i++) {
      const res = await verifyBasic(users[i % users.length].nickname, 'wrong', ip);
      expect(res.status).toBe(401);
    }
    const blocked = await verifyBasic(users[0].nickname, DEFAULT_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verifyBasic(users[0].nickname, DEFAULT_PASSWORD, freshIp())).status).toBe(200);
  });

  it(`refuses every check for a login name after ${ACCOUNT} failures, from any address; successes cost nothing`, async () => {
    const user = await makeUser(t);
    for (let i = 0; i < 3 * ACCOUNT; i++)
      expect((await verifyBasic(user.nickname, DEFAULT_PASSWORD, freshIp())).status).toBe(200);
    for (let i = 0; i < ACCOUNT; i++)
      expect((await verifyBasic(user.nickname.toUpperCase(), 'wrong', freshIp())).status).toBe(401);
    expect((await verifyBasic(user.nickname, DEFAULT_PASSWORD, freshIp())).status).toBe(429);
    // Unknown names are counted alike: the limit does not tell which accounts exist.
    for (let i = 0; i < ACCOUNT; i++) expect((await verifyBasic('nosuchuser', 'wrong', freshIp())).status).toBe(401);
    expect((await verifyBasic('nosuchuser', 'wrong', freshIp())).status).toBe(429);
  });
});

describe('POST /api/login', () => {
  it(`answers 429 in the envelope after ${ACCOUNT} failures for the account`, async () => {
    const user = await makeUser(t);
    for (let i = 0; i < ACCOUNT; i++) {
      const res = await t
        .http()
        .post('/api/login')
        .set('x-forwarded-for', freshIp())
        .send({ username: user.nickname, password: 'wrong' });
      expect(res.status).toBe(401);
    }
    const res = await t
      .http()
      .post('/api/login')
      .set('x-forwarded-for', freshIp())
      .send({ username: user.nickname, password: DEFAULT_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ response: { message: 'Throttled' } });
  });
});

/** An app for the out-of-band redirect, as a client registers it. */
const registerApp = async () =>
  (
    await t
      .http()
      .post('/api/v1/apps')
      .send({ client_name: 'c', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' })
  ).body;

describe('POST /oauth/token', () => {
  it(`answers 429 to the password grant after ${ACCOUNT} failures for the account`, async () => {
    const user = await makeUser(t);
    const app = await registerApp();
    const grant = (password: string) =>
      t.http().post('/oauth/token').set('x-forwarded-for', freshIp()).send({
        grant_type: 'password',
        client_id: app.client_id,
        client_secret: app.client_secret,
        username: user.nickname,
        password,
      });
    for (let i = 0; i < ACCOUNT; i++) expect((await grant('wrong')).status).toBe(401);
    expect((await grant(DEFAULT_PASSWORD)).status).toBe(429);
  });
});

describe('POST /oauth/authorize', () => {
  it(`refuses the login form after ${ACCOUNT} failures for the account`, async () => {
    const user = await makeUser(t);
    const app = await registerApp();
    const login = (password: string) =>
      t.http().post('/oauth/authorize').set('x-forwarded-for', freshIp()).type('form').send({
        client_id: app.client_id,
        redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
        response_type: 'code',
        scope: 'read',
        username: user.nickname,
        password,
      });
    for (let i = 0; i < ACCOUNT; i++) expect((await login('wrong')).status).toBe(401);
    expect((await login(DEFAULT_PASSWORD)).status).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('unset, X-Forwarded-For is ignored: the peer is the address that is counted', async () => {
    const direct = await startTestApp({ TRUST_PROXY: '' });
    try {
      const user = await makeUser(direct);
      for (let i = 0; i < ADDRESS; i++) {
        const res = await direct
          .http()
          .get('/api/v1/accounts/verify_credentials')
          .set('authorization', basic(`nobody${i}`, 'x'))
          .set('x-forwarded-for', freshIp());
        expect(res.status).toBe(401);
      }
      const res = await direct
        .http()
        .get('/api/v1/accounts/verify_credentials')
        .set('authorization', basic(user.nickname, DEFAULT_PASSWORD))
        .set('x-forwarded-for', freshIp());
      expect(res.status).toBe(429);
    } finally {
      await direct.stop();
    }
  });
});
