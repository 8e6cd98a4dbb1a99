import { beforeAll, describe, expect, it } from '@jest/globals';
import { SignJWT, UnsecuredJWT } from 'jose';
import { setPassword } from '../../../../src/accounts/account.service.js';
import { digest } from '../../../../src/auth/secrets.js';
import { OAuthToken, User, WebSession } from '../../../../src/entities/index.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { ACCOUNT_KEYS } from '../../../support/rest.js';

const t = useTestApp();

/** Each request from its own client address, so the per-IP login limit does not throttle this file. */
let ipCounter = 0;
const http = () => {
  ipCounter += 1;
  return t.http().set('x-forwarded-for', `10.2.${ipCounter >> 8}.${ipCounter & 255}`);
};

const VERIFY = '/api/v1/accounts/verify_credentials';
const REALM = 'Bearer realm="fedigraph"';
const bearer = (token: string) => http().get(VERIFY).set('authorization', `Bearer ${token}`);
const basic = (login: string, password: string) =>
  http()
    .get(VERIFY)
    .set('authorization', `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`);
const withCookie = (cookie: string) => http().get(VERIFY).set('cookie', cookie);

/** POST /api/login with the credentials in the query string, as the zone service documents. */
const zoneLogin = (username: string, password: string) => http().post('/api/login').query({ username, password });

async function jwtFor(nickname: string, password = DEFAULT_PASSWORD): Promise<string> {
  const res = await zoneLogin(nickname, password);
  expect(res.status).toBe(200);
  return res.body.response.token;
}

/** Signs in on the OAuth authorize page and returns the `_pleroma_key=...` cookie pair it sets. */
async function sessionCookie(nickname: string, password = DEFAULT_PASSWORD): Promise<string> {
  const app = await http()
    .post('/api/v1/apps')
    .send({ client_name: 'web', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' });
  const res = await http().post('/oauth/authorize').type('form').send({
    client_id: app.body.client_id,
    redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
    response_type: 'code',
    username: nickname,
    password,
  });
  expect(res.status).toBe(200);
  const cookie = (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  expect(cookie).toMatch(/^_pleroma_key=/);
  return cookie;
}

describe('GET /api/v1/accounts/verify_credentials', () => {
  describe('with an OAuth token', () => {
    it('returns the account with its source and private fields', async () => {
      const user = await makeUser(t, {
        nickname: 'alice',
        email: 'alice@example.test',
        bio: 'Hello <world>\nline two',
        displayName: 'Alice A.',
      });
      const res = await bearer(await tokenFor(t, user));
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual([...ACCOUNT_KEYS, 'source'].sort());
      expect(res.body).toMatchObject({
        id: String(user.id),
        username: 'alice',
        acct: 'alice',
        display_name: 'Alice A.',
        note: 'Hello &lt;world&gt;<br/>line two',
        url: 'http://fedigraph.test/users/alice',
        avatar: 'http://fedigraph.test/images/avi.png',
        header: 'http://fedigraph.test/images/banner.png',
        locked: false,
        bot: false,
        emojis: [],
        fields: [],
        followers_count: 0,
        following_count: 0,
        statuses_count: 0,
        source: { note: 'Hello <world>\nline two', privacy: 'public', fields: [], sensitive: false },
        pleroma: {
          email: 'alice@example.test',
          is_admin: false,
          is_moderator: false,
          approval_pending: false,
          confirmation_pending: false,
          is_confirmed: true,
        },
      });
      expect(new Date(res.body.created_at).toISOString()).toBe(res.body.created_at);
    });

    it('shows is_admin for an admin (the admin front-end requires it)', async () => {
      const admin = await makeUser(t, { nickname: 'root', isAdmin: true });
      const res = await bearer(await tokenFor(t, admin));
      expect(res.status).toBe(200);
      expect(res.body.pleroma.is_admin).toBe(true);
    });

    it('accepts the token as an access_token query parameter', async () => {
      const user = await makeUser(t, { nickname: 'qparam' });
      const res = await http()
        .get(VERIFY)
        .query({ access_token: await tokenFor(t, user) });
      expect(res.status).toBe(200);
      expect(res.body.username).toBe('qparam');
    });

    it('refuses an expired token with 401', async () => {
      const user = await makeUser(t, { nickname: 'expiring' });
      const token = await tokenFor(t, user);
      await t.orm.em
        .fork()
        .nativeUpdate(OAuthToken, { tokenHash: digest(token) }, { expiresAt: new Date(Date.now() - 1000) });
      const res = await bearer(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'The access token is invalid' });
    });

    it('answers 401 with WWW-Authenticate without credentials, or with an unknown token', async () => {
      const anon = await http().get(VERIFY);
      expect(anon.status).toBe(401);
      expect(anon.body).toEqual({ error: 'Authentication required' });
      expect(anon.headers['www-authenticate']).toBe(REALM);
      const unknown = await bearer('not-a-real-token');
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual({ error: 'The access token is invalid' });
      expect(unknown.headers['www-authenticate']).toBe(REALM);
    });
  });

  describe('scopes', () => {
    let user: User;
    beforeAll(async () => {
      user = await makeUser(t, { nickname: 'scoped' });
    });

    it('refuses a token without a read scope with 403', async () => {
      for (const scopes of [['write'], ['write', 'follow', 'push'], ['read:statuses']]) {
        const res = await bearer(await tokenFor(t, user, scopes));
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: 'Insufficient permissions: read:accounts.' });
        expect(res.headers['www-authenticate']).toBeUndefined();
      }
    });

    it('accepts read:accounts and read', async () => {
      for (const scopes of [['read:accounts'], ['read'], ['write', 'read:accounts']]) {
        const res = await bearer(await tokenFor(t, user, scopes));
        expect(res.status).toBe(200);
        expect(res.body.username).toBe('scoped');
      }
    });
  });

  describe('with HTTP Basic', () => {
    beforeAll(async () => {
      await makeUser(t, { nickname: 'basil', email: 'basil@example.test' });
    });

    it('accepts nickname:password', async () => {
      const res = await basic('basil', DEFAULT_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body.username).toBe('basil');
    });

    it('accepts a password that contains colons, and the nickname in any case', async () => {
      await makeUser(t, { nickname: 'colon', password: 'pa:ss:wo:rd' });
      const res = await basic('COLON', 'pa:ss:wo:rd');
      expect(res.status).toBe(200);
      expect(res.body.username).toBe('colon');
    });

    it('refuses a wrong password, an unknown user and a malformed value with 401', async () => {
      for (const res of [await basic('basil', 'wrong password'), await basic('nobody', DEFAULT_PASSWORD)]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'Invalid credentials' });
        expect(res.headers['www-authenticate']).toBe(REALM);
      }
      const malformed = await http()
        .get(VERIFY)
        .set('authorization', `Basic ${Buffer.from('basil').toString('base64')}`);
      expect(malformed.status).toBe(401);
    });
  });

  describe('with the _pleroma_key cookie', () => {
    it('accepts the session the authorize page opened', async () => {
      await makeUser(t, { nickname: 'cookie' });
      const res = await withCookie(await sessionCookie('cookie'));
      expect(res.status).toBe(200);
      expect(res.body.username).toBe('cookie');
    });

    it('refuses an expired session with 401', async () => {
      await makeUser(t, { nickname: 'stale' });
      const cookie = await sessionCookie('stale');
      expect((await withCookie(cookie)).status).toBe(200);
      const value = decodeURIComponent(cookie.split('=')[1]);
      await t.orm.em
        .fork()
        .nativeUpdate(WebSession, { tokenHash: digest(value) }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await withCookie(cookie)).status).toBe(401);
    });

    it('refuses an unknown session with 401', async () => {
      const res = await withCookie('_pleroma_key=forged-session-value');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid session' });
    });
  });

  describe('with a zone-service JWT', () => {
    let user: User;
    beforeAll(async () => {
      user = await makeUser(t, { nickname: 'zoe' });
    });

    const craft = (claims: Record<string, unknown>) =>
      new SignJWT({ cv: 1, ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer('fedigraph')
        .setIssuedAt();

    it('accepts the JWT from POST /api/login as a Bearer token', async () => {
      const res = await bearer(await jwtFor('zoe'));
      expect(res.status).toBe(200);
      expect(res.body.username).toBe('zoe');
    });

    it('accepts a JWT made with the server secret (the control for the forgeries below)', async () => {
      const res = await bearer(await craft({}).setExpirationTime('1h').sign(t.config.jwtSecret));
      expect(res.status).toBe(200);
    });

    it('refuses alg none', async () => {
      const unsigned = new UnsecuredJWT({ cv: 1 })
        .setSubject(String(user.id))
        .setIssuer('fedigraph')
        .setIssuedAt()
        .setExpirationTime('1h')
        .encode();
      const res = await bearer(unsigned);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'The access token is invalid' });
    });

    it('refuses a forged signature', async () => {
      const forged = await craft({})
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('not-the-server-secret-at-all-000000'));
      expect((await bearer(forged)).status).toBe(401);
      const real = await jwtFor('zoe');
      const [h, p, s] = real.split('.');
      const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: '1' })).toString('base64url')}.${s}`;
      expect((await bearer(tampered)).status).toBe(401);
    });

    it('refuses an expired token', async () => {
      const now = Math.floor(Date.now() / 1000);
      const expired = await craft({})
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 60)
        .sign(t.config.jwtSecret);
      const res = await bearer(expired);
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe(REALM);
    });

    it('refuses a token for an unknown user or an old credentials version', async () => {
      const ghost = await new SignJWT({ cv: 1 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('999999')
        .setIssuer('fedigraph')
        .setExpirationTime('1h')
        .sign(t.config.jwtSecret);
      expect((await bearer(ghost)).status).toBe(401);
      expect((await bearer(await craft({ cv: 0 }).setExpirationTime('1h').sign(t.config.jwtSecret))).status).toBe(401);
    });
  });

  describe('a deactivated account', () => {
    it('is refused by every means that worked before', async () => {
      const user = await makeUser(t, { nickname: 'eve' });
      const oauth = await tokenFor(t, user);
      const cookie = await sessionCookie('eve');
      const jwt = await jwtFor('eve');
      const everyMeans = async () => [
        await bearer(oauth),
        await basic('eve', DEFAULT_PASSWORD),
        await withCookie(cookie),
        await bearer(jwt),
      ];
      for (const res of await everyMeans()) {
        expect(res.status).toBe(200);
      }

      await t.orm.em.fork().nativeUpdate(User, { id: user.id }, { deactivated: true });

      for (const res of await everyMeans()) {
        expect(res.status).toBe(401);
        expect(res.headers['www-authenticate']).toBe(REALM);
      }
      expect((await basic('eve', DEFAULT_PASSWORD)).body).toEqual({ error: 'Your account is currently disabled' });

      const login = await zoneLogin('eve', DEFAULT_PASSWORD);
      expect(login.status).toBe(403);
      expect(login.body).toEqual({
        response: { message: 'Your account is currently disabled', identifier: 'account_is_disabled' },
      });
    });

    it('and so is an account awaiting approval', async () => {
      const user = await makeUser(t, { nickname: 'pending' });
      const oauth = await tokenFor(t, user);
      await t.orm.em.fork().nativeUpdate(User, { id: user.id }, { approvalPending: true });
      expect((await bearer(oauth)).status).toBe(401);
      const login = await zoneLogin('pending', DEFAULT_PASSWORD);
      expect(login.status).toBe(403);
      expect(login.body.response).toEqual({
        message: 'Your account is awaiting approval.',
        identifier: 'awaiting_approval',
      });
    });
  });

  describe('after a password change', () => {
    it('refuses the old JWT, OAuth token, cookie and password; the new password works', async () => {
      const user = await makeUser(t, { nickname: 'frank' });
      const oauth = await tokenFor(t, user);
      const cookie = await sessionCookie('frank');
      const jwt = await jwtFor('frank');
      for (const res of [await bearer(oauth), await withCookie(cookie), await bearer(jwt)])
        expect(res.status).toBe(200);

      const em = t.orm.em.fork();
      await setPassword(em, await em.findOneOrFail(User, user.id), 'a brand new password');

      for (const res of [
        await bearer(oauth),
        await withCookie(cookie),
        await bearer(jwt),
        await basic('frank', DEFAULT_PASSWORD),
      ]) {
        expect(res.status).toBe(401);
      }
      expect((await zoneLogin('frank', DEFAULT_PASSWORD)).status).toBe(401);
      expect((await basic('frank', 'a brand new password')).status).toBe(200);
      expect((await bearer(await jwtFor('frank', 'a brand new password'))).status).toBe(200);
    });
  });
});

describe('POST /api/login', () => {
  beforeAll(async () => {
    await makeUser(t, { nickname: 'zed', email: 'zed@example.test' });
  });

  it('returns the JWT in the envelope {response: {message, token, expires_in}}', async () => {
    const res = await zoneLogin('zed', DEFAULT_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      response: { message: expect.any(String), token: expect.any(String), expires_in: 3600 },
    });
    expect(res.body.response.message).toBe(res.body.response.token);
    expect(res.body.response.token.split('.')).toHaveLength(3);
  });

  it('accepts the credentials in a JSON body, and the e-mail address as username', async () => {
    const res = await http().post('/api/login').send({ username: 'zed@example.test', password: DEFAULT_PASSWORD });
    expect(res.status).toBe(200);
    expect((await bearer(res.body.response.token)).body.username).toBe('zed');
  });

  it('answers a failed login with 401, the envelope and the realm; unknown users alike', async () => {
    const wrong = await zoneLogin('zed', 'wrong password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ response: { message: 'Invalid credentials' } });
    expect(wrong.headers['www-authenticate']).toBe(REALM);
    const unknown = await zoneLogin('nobody', 'wrong password');
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.headers['www-authenticate']).toBe(REALM);
  });

  it('answers missing parameters with 400 in the envelope', async () => {
    const res = await http().post('/api/login').query({ username: 'zed' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['response']);
    expect(typeof res.body.response.message).toBe('string');
  });
});
