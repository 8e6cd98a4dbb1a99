import { beforeAll, describe, expect, it } from '@jest/globals';
import { digest } from '../../../../src/auth/secrets.js';
import { OAuthAuthorization, User } from '../../../../src/entities/index.js';
import { DEFAULT_PASSWORD, makeUser } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();

/**
 * Each request from its own client address (the app trusts X-Forwarded-For from loopback), so the per-IP
 * authentication limit (30 every 10 s) does not throttle this file; test/integration/src/rate-limits/rate-limit.test.ts covers it.
 */
let ipCounter = 0;
const http = () => {
  ipCounter += 1;
  return t.http().set('x-forwarded-for', `10.1.${ipCounter >> 8}.${ipCounter & 255}`);
};

const CALLBACK = 'https://client.example/callback';
const OOB = 'urn:ietf:wg:oauth:2.0:oob';

interface RegisteredApp {
  id: string;
  name: string;
  client_id: string;
  client_secret: string;
  redirect_uri: string;
  website: string | null;
  scopes: string[];
}

async function registerApp(
  scopes = 'read write follow push',
  redirectUris = `${CALLBACK} ${OOB}`,
): Promise<RegisteredApp> {
  const res = await http()
    .post('/api/v1/apps')
    .send({ client_name: 'Test client', redirect_uris: redirectUris, scopes });
  expect(res.status).toBe(200);
  return res.body;
}

const token = (body: Record<string, unknown>) => http().post('/oauth/token').send(body);
/** The fields every grant sends: its type and the app's credentials. */
const grantOf = (app: RegisteredApp, grant_type: string) => ({
  grant_type,
  client_id: app.client_id,
  client_secret: app.client_secret,
});
const verify = (accessToken: string) =>
  http().get('/api/v1/accounts/verify_credentials').set('authorization', `Bearer ${accessToken}`);

/** Logs in on the authorize page and returns the response (a redirect, or the page with the code for oob). */
function authorize(app: RegisteredApp, fields: Record<string, string>) {
  return http()
    .post('/oauth/authorize')
    .type('form')
    .send({
      client_id: app.client_id,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'read',
      state: 'st4te',
      ...fields,
    });
}

function codeFromRedirect(location: string): string {
  const code = new URL(location).searchParams.get('code');
  expect(code).toBeTruthy();
  return code!;
}

const TOKEN_KEYS = ['access_token', 'created_at', 'expires_in', 'id', 'refresh_token', 'scope', 'token_type'];

describe('POST /api/v1/apps', () => {
  it('registers an app and returns its credentials once', async () => {
    const res = await http().post('/api/v1/apps').send({
      client_name: 'Tusky',
      redirect_uris: CALLBACK,
      scopes: 'read write follow',
      website: 'https://tusky.example',
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'client_id',
      'client_secret',
      'id',
      'name',
      'redirect_uri',
      'scopes',
      'vapid_key',
      'website',
    ]);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^\d+$/),
      name: 'Tusky',
      client_id: expect.any(String),
      client_secret: expect.any(String),
      redirect_uri: CALLBACK,
      website: 'https://tusky.example',
      scopes: ['read', 'write', 'follow'],
      vapid_key: expect.stringMatching(/^B[A-Za-z0-9_-]{86}$/),
    });
    expect(res.body.client_id.length).toBeGreaterThanOrEqual(24);
    expect(res.body.client_secret.length).toBeGreaterThanOrEqual(32);
  });

  it('defaults scopes to read and website to null', async () => {
    const res = await http().post('/api/v1/apps').send({ client_name: 'Minimal', redirect_uris: OOB });
    expect(res.status).toBe(200);
    expect(res.body.scopes).toEqual(['read']);
    expect(res.body.website).toBeNull();
  });

  it('gives every app its own credentials', async () => {
    const [a, b] = await Promise.all([registerApp(), registerApp()]);
    expect(a.id).not.toBe(b.id);
    expect(a.client_id).not.toBe(b.client_id);
    expect(a.client_secret).not.toBe(b.client_secret);
  });

  it('refuses a blank client_name with 400 {error}', async () => {
    for (const client_name of [' ', '']) {
      const res = await http().post('/api/v1/apps').send({ client_name, redirect_uris: OOB });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['error']);
      expect(res.body.error).toMatch(/client_?name/i);
    }
  });

  it('refuses blank or relative redirect_uris with 400 {error}', async () => {
    for (const redirect_uris of [' ', '']) {
      const res = await http().post('/api/v1/apps').send({ client_name: 'x', redirect_uris });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['error']);
      expect(res.body.error).toMatch(/redirect_?uris/i);
    }
    const relative = await http().post('/api/v1/apps').send({ client_name: 'x', redirect_uris: '/callback' });
    expect(relative.status).toBe(400);
    expect(relative.body).toEqual({ error: 'redirect_uris: must be absolute URIs' });
  });

  it('refuses unknown scopes with 400', async () => {
    const res = await http()
      .post('/api/v1/apps')
      .send({ client_name: 'x', redirect_uris: OOB, scopes: 'read everything' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'scopes: unknown scope everything' });
  });
});

describe('POST /oauth/token', () => {
  let app: RegisteredApp;
  let alice: User;
  beforeAll(async () => {
    app = await registerApp();
    alice = await makeUser(t, { nickname: 'alice', email: 'alice@example.test' });
  });

  describe('grant_type=password', () => {
    it('issues a token for a nickname and password', async () => {
      const res = await token({
        ...grantOf(app, 'password'),
        username: 'alice',
        password: DEFAULT_PASSWORD,
      });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(TOKEN_KEYS);
      expect(res.body).toMatchObject({
        token_type: 'Bearer',
        scope: 'read write follow push',
        expires_in: 30 * 24 * 3600,
        id: String(alice.id),
      });
      expect(Math.abs(res.body.created_at - Date.now() / 1000)).toBeLessThan(60);
      expect(res.body.access_token).not.toBe(res.body.refresh_token);
      const me = await verify(res.body.access_token);
      expect(me.status).toBe(200);
      expect(me.body.username).toBe('alice');
    });

    it('issues a token for the e-mail address (any case) and a form-encoded body', async () => {
      const res = await http()
        .post('/oauth/token')
        .type('form')
        .send({
          ...grantOf(app, 'password'),
          username: 'Alice@Example.test',
          password: DEFAULT_PASSWORD,
        });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(String(alice.id));
      expect((await verify(res.body.access_token)).body.username).toBe('alice');
    });

    it('grants the narrower scope asked for', async () => {
      const res = await token({
        ...grantOf(app, 'password'),
        username: 'alice',
        password: DEFAULT_PASSWORD,
        scope: 'read:accounts write:statuses',
      });
      expect(res.status).toBe(200);
      expect(res.body.scope).toBe('read:accounts write:statuses');
    });

    it('gives a wrong password and an unknown user the identical reply', async () => {
      const wrong = await token({
        ...grantOf(app, 'password'),
        username: 'alice',
        password: 'not the password',
      });
      const unknown = await token({
        ...grantOf(app, 'password'),
        username: 'nobody',
        password: 'not the password',
      });
      const unknownMail = await token({
        ...grantOf(app, 'password'),
        username: 'nobody@example.test',
        password: DEFAULT_PASSWORD,
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ error: 'Invalid credentials' });
      for (const other of [unknown, unknownMail]) {
        expect(other.status).toBe(wrong.status);
        expect(other.body).toEqual(wrong.body);
        expect(other.headers['www-authenticate']).toBe(wrong.headers['www-authenticate']);
      }
    });

    it('refuses a scope the app was not registered for with 400', async () => {
      const readOnly = await registerApp('read');
      const res = await token({
        ...grantOf(readOnly, 'password'),
        username: 'alice',
        password: DEFAULT_PASSWORD,
        scope: 'read write',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'scope: the requested scopes are not allowed for this app' });
    });

    it("refuses a deactivated account with 403 and Pleroma's message, but only with the right password", async () => {
      await makeUser(t, { nickname: 'gone', deactivated: true });
      const res = await token({
        ...grantOf(app, 'password'),
        username: 'gone',
        password: DEFAULT_PASSWORD,
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Your account is currently disabled', identifier: 'account_is_disabled' });
      const guess = await token({
        ...grantOf(app, 'password'),
        username: 'gone',
        password: 'a wrong guess',
      });
      expect(guess.status).toBe(401);
      expect(guess.body).toEqual({ error: 'Invalid credentials' });
    });
  });

  describe('client authentication', () => {
    it('refuses a wrong client secret with 401 and issues nothing', async () => {
      const res = await token({
        grant_type: 'password',
        client_id: app.client_id,
        client_secret: 'wrong',
        username: 'alice',
        password: DEFAULT_PASSWORD,
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid client' });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="fedigraph"');
    });

    it('refuses an unknown client id and a missing secret with 401', async () => {
      const unknown = await token({
        grant_type: 'client_credentials',
        client_id: 'nope',
        client_secret: app.client_secret,
      });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual({ error: 'Invalid client' });
      const missing = await token({ grant_type: 'client_credentials', client_id: app.client_id });
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ error: 'Invalid client' });
    });

    it('refuses an unknown or missing grant_type with 400', async () => {
      for (const grant_type of ['implicit', undefined]) {
        const res = await token({ grant_type, client_id: app.client_id, client_secret: app.client_secret });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: 'grant_type: must be password, client_credentials, refresh_token or authorization_code',
        });
      }
    });
  });

  describe('grant_type=client_credentials', () => {
    it('issues an app token with no refresh token and no account', async () => {
      const res = await token({
        ...grantOf(app, 'client_credentials'),
        scope: 'read',
      });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['access_token', 'created_at', 'expires_in', 'scope', 'token_type']);
      expect(res.body).toMatchObject({ token_type: 'Bearer', scope: 'read' });
      const me = await verify(res.body.access_token);
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ error: 'Authentication required' });
    });

    it("refuses a scope beyond the app's with 400", async () => {
      const res = await token({
        ...grantOf(app, 'client_credentials'),
        scope: 'admin',
      });
      expect(res.status).toBe(400);
    });
  });

  describe('grant_type=refresh_token', () => {
    it('swaps the refresh token for a new pair; the old refresh and access tokens stop working', async () => {
      const first = await token({
        ...grantOf(app, 'password'),
        username: 'alice',
        password: DEFAULT_PASSWORD,
        scope: 'read',
      });
      const res = await token({
        ...grantOf(app, 'refresh_token'),
        refresh_token: first.body.refresh_token,
      });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(TOKEN_KEYS);
      expect(res.body.scope).toBe('read');
      expect(res.body.id).toBe(String(alice.id));
      expect(res.body.access_token).not.toBe(first.body.access_token);
      expect(res.body.refresh_token).not.toBe(first.body.refresh_token);
      expect((await verify(res.body.access_token)).status).toBe(200);

      const again = await token({
        ...grantOf(app, 'refresh_token'),
        refresh_token: first.body.refresh_token,
      });
      expect(again.status).toBe(401);
      expect(again.body).toEqual({ error: 'Invalid refresh token' });
      expect((await verify(first.body.access_token)).status).toBe(401);
    });

    it('refuses the refresh token of an account deactivated since', async () => {
      const user = await makeUser(t, { nickname: 'leaving' });
      const first = await token({
        ...grantOf(app, 'password'),
        username: 'leaving',
        password: DEFAULT_PASSWORD,
      });
      expect(first.status).toBe(200);
      await t.orm.em.fork().nativeUpdate(User, { id: user.id }, { deactivated: true });
      const res = await token({
        ...grantOf(app, 'refresh_token'),
        refresh_token: first.body.refresh_token,
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid refresh token' });
    });

    it('refuses a refresh token presented by another app, and an empty one', async () => {
      const first = await token({
        ...grantOf(app, 'password'),
        username: 'alice',
        password: DEFAULT_PASSWORD,
      });
      const other = await registerApp();
      const res = await token({
        ...grantOf(other, 'refresh_token'),
        refresh_token: first.body.refresh_token,
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid refresh token' });
      const empty = await token({
        ...grantOf(app, 'refresh_token'),
      });
      expect(empty.status).toBe(401);
      // the token was not consumed by the failed attempt
      const ok = await token({
        ...grantOf(app, 'refresh_token'),
        refresh_token: first.body.refresh_token,
      });
      expect(ok.status).toBe(200);
    });
  });

  describe('grant_type=authorization_code', () => {
    it('exchanges a code from the authorize page once', async () => {
      const page = await authorize(app, { username: 'alice', password: DEFAULT_PASSWORD, scope: 'read write' });
      expect(page.status).toBe(302);
      const code = codeFromRedirect(page.headers.location);
      const exchange = {
        ...grantOf(app, 'authorization_code'),
        code,
        redirect_uri: CALLBACK,
      };
      const res = await token(exchange);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(TOKEN_KEYS);
      expect(res.body).toMatchObject({ scope: 'read write', id: String(alice.id) });
      expect((await verify(res.body.access_token)).body.username).toBe('alice');

      const reused = await token(exchange);
      expect(reused.status).toBe(401);
      expect(reused.body).toEqual({ error: 'Invalid authorization code' });
    });

    it('refuses an expired code', async () => {
      const page = await authorize(app, { username: 'alice', password: DEFAULT_PASSWORD });
      const code = codeFromRedirect(page.headers.location);
      const em = t.orm.em.fork();
      expect(
        await em.nativeUpdate(
          OAuthAuthorization,
          { codeHash: digest(code) },
          { expiresAt: new Date(Date.now() - 1000) },
        ),
      ).toBe(1);
      const res = await token({
        ...grantOf(app, 'authorization_code'),
        code,
        redirect_uri: CALLBACK,
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid authorization code' });
    });

    it('refuses a code for another redirect_uri, another app or an unknown code, and burns the code', async () => {
      const page = await authorize(app, { username: 'alice', password: DEFAULT_PASSWORD });
      const code = codeFromRedirect(page.headers.location);
      const other = await registerApp();
      const foreign = await token({
        ...grantOf(other, 'authorization_code'),
        code,
        redirect_uri: CALLBACK,
      });
      expect(foreign.status).toBe(401);
      const wrongUri = await token({
        ...grantOf(app, 'authorization_code'),
        code,
        redirect_uri: OOB,
      });
      expect(wrongUri.status).toBe(401);
      expect(wrongUri.body).toEqual({ error: 'Invalid authorization code' });
      const after = await token({
        ...grantOf(app, 'authorization_code'),
        code,
        redirect_uri: CALLBACK,
      });
      expect(after.status).toBe(401);
      const unknown = await token({
        ...grantOf(app, 'authorization_code'),
        code: 'made-up',
        redirect_uri: CALLBACK,
      });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual({ error: 'Invalid authorization code' });
    });
  });
});

describe('GET /oauth/authorize', () => {
  let app: RegisteredApp;
  beforeAll(async () => {
    app = await registerApp();
  });

  it('shows a login form carrying the request', async () => {
    const res = await http().get('/oauth/authorize').query({
      client_id: app.client_id,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'read write',
      state: 'xyz',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<form method="post" action="/oauth/authorize">');
    expect(res.text).toContain('name="username"');
    expect(res.text).toContain('type="password" name="password"');
    expect(res.text).toContain(`<input type="hidden" name="client_id" value="${app.client_id}">`);
    expect(res.text).toContain('<input type="hidden" name="state" value="xyz">');
    expect(res.text).toContain('Test client');
    expect(res.text).toContain('<code>read write</code>');
  });

  it('refuses an unregistered redirect_uri, an unknown client and another response_type with 400', async () => {
    const bad = await http()
      .get('/oauth/authorize')
      .query({ client_id: app.client_id, redirect_uri: 'https://evil.example/cb', response_type: 'code' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('The redirect URI is not registered for this app.');
    expect(bad.text).not.toContain('<form');
    const unknown = await http().get('/oauth/authorize').query({ client_id: 'nope', redirect_uri: CALLBACK });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('Invalid client');
    const token = await http()
      .get('/oauth/authorize')
      .query({ client_id: app.client_id, redirect_uri: CALLBACK, response_type: 'token' });
    expect(token.status).toBe(400);
    expect(token.text).toContain('Only response_type=code is supported.');
  });

  it('escapes what it echoes', async () => {
    const res = await http()
      .get('/oauth/authorize')
      .query({ client_id: app.client_id, redirect_uri: CALLBACK, state: '"><script>alert(1)</script>' });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).toContain('&quot;&gt;&lt;script&gt;');
  });
});

describe('POST /oauth/authorize', () => {
  let app: RegisteredApp;
  beforeAll(async () => {
    app = await registerApp();
    await makeUser(t, { nickname: 'bob' });
  });

  it('logs in, sets the _pleroma_key cookie and redirects to redirect_uri with code and state', async () => {
    const res = await authorize(app, { username: 'bob', password: DEFAULT_PASSWORD });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('state')).toBe('st4te');
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^_pleroma_key=[\w-]+;/);
    expect(cookies[0]).toMatch(/HttpOnly/);
    expect(cookies[0]).toMatch(/SameSite=Lax/i);
    expect(cookies[0]).toMatch(/Path=\//);
  });

  it("takes Pleroma's own field names (authorization[name], authorization[password], ...)", async () => {
    const res = await http()
      .post('/oauth/authorize')
      .type('form')
      .send(
        [
          `authorization[name]=bob`,
          `authorization[password]=${encodeURIComponent(DEFAULT_PASSWORD)}`,
          `authorization[client_id]=${app.client_id}`,
          `authorization[redirect_uri]=${encodeURIComponent(CALLBACK)}`,
          'authorization[response_type]=code',
          'authorization[scope][]=read',
          'authorization[scope][]=write',
          'authorization[state]=st4te',
        ].join('&'),
      );
    expect(res.status).toBe(302);
    const location = new URL(res.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('state')).toBe('st4te');
    expect((res.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^_pleroma_key=[\w-]+;/);
    const issued = await token({
      ...grantOf(app, 'authorization_code'),
      code: codeFromRedirect(res.headers.location),
      redirect_uri: CALLBACK,
    });
    expect([issued.status, issued.body.scope]).toEqual([200, 'read write']);

    const wrong = await http()
      .post('/oauth/authorize')
      .type('form')
      .send(
        `authorization[name]=bob&authorization[password]=nope&authorization[client_id]=${app.client_id}` +
          `&authorization[redirect_uri]=${encodeURIComponent(CALLBACK)}`,
      );
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('Invalid credentials');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(wrong.headers.location).toBeUndefined();
  });

  it('shows the code in the page for the out-of-band redirect URI', async () => {
    const res = await authorize(app, { username: 'bob', password: DEFAULT_PASSWORD, redirect_uri: OOB });
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
    const code = /<code id="code">([^<]+)<\/code>/.exec(res.text)?.[1];
    expect(code).toBeTruthy();
    const exchange = {
      ...grantOf(app, 'authorization_code'),
      code,
      redirect_uri: OOB,
    };
    const first = await token(exchange);
    expect(first.status).toBe(200);
    expect((await verify(first.body.access_token)).body.username).toBe('bob');
    expect((await token(exchange)).status).toBe(401);
  });

  it('with the session cookie, authorizes without asking for the password again', async () => {
    const login = await authorize(app, { username: 'bob', password: DEFAULT_PASSWORD });
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const shown = await http()
      .get('/oauth/authorize')
      .set('cookie', cookie)
      .query({ client_id: app.client_id, redirect_uri: CALLBACK });
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('Signed in as <b>@bob</b>');
    expect(shown.text).not.toContain('name="password"');
    const res = await http()
      .post('/oauth/authorize')
      .set('cookie', cookie)
      .type('form')
      .send({ client_id: app.client_id, redirect_uri: CALLBACK, response_type: 'code', scope: 'read', authorize: '1' });
    expect(res.status).toBe(302);
    const code = codeFromRedirect(res.headers.location);
    expect(new URL(res.headers.location).searchParams.has('state')).toBe(false);
    expect(
      (
        await token({
          ...grantOf(app, 'authorization_code'),
          code,
          redirect_uri: CALLBACK,
        })
      ).status,
    ).toBe(200);
  });

  it('asks to sign in when there is neither a password nor a session', async () => {
    const res = await http()
      .post('/oauth/authorize')
      .type('form')
      .send({ client_id: app.client_id, redirect_uri: CALLBACK, response_type: 'code' });
    expect(res.status).toBe(401);
    expect(res.text).toContain('Please sign in.');
    expect(res.headers.location).toBeUndefined();
  });

  it('with a wrong password, shows the form again with no cookie and no code', async () => {
    const res = await authorize(app, { username: 'bob', password: 'wrong password' });
    expect(res.status).toBe(401);
    expect(res.text).toContain('Invalid credentials');
    expect(res.text).toContain('name="password"');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.location).toBeUndefined();
  });

  it('refuses a deactivated account', async () => {
    await makeUser(t, { nickname: 'carol', deactivated: true });
    const res = await authorize(app, { username: 'carol', password: DEFAULT_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.text).toContain('Your account is currently disabled');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.location).toBeUndefined();
  });

  it('refuses a redirect_uri the app did not register', async () => {
    const res = await authorize(app, {
      username: 'bob',
      password: DEFAULT_PASSWORD,
      redirect_uri: 'https://evil.example/cb',
    });
    expect(res.headers.location).toBeUndefined();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.text).not.toContain('id="code"');
  });
});

describe('POST /oauth/revoke', () => {
  it('revokes the token: it then gets 401 on verify_credentials', async () => {
    const app = await registerApp();
    await makeUser(t, { nickname: 'dave' });
    const issued = await token({
      ...grantOf(app, 'password'),
      username: 'dave',
      password: DEFAULT_PASSWORD,
    });
    expect((await verify(issued.body.access_token)).status).toBe(200);

    const wrongSecret = await http()
      .post('/oauth/revoke')
      .send({ client_id: app.client_id, client_secret: 'nope', token: issued.body.access_token });
    expect(wrongSecret.status).toBe(401);
    const other = await registerApp();
    const otherApp = await http()
      .post('/oauth/revoke')
      .send({ client_id: other.client_id, client_secret: other.client_secret, token: issued.body.access_token });
    expect(otherApp.status).toBe(200);
    expect((await verify(issued.body.access_token)).status).toBe(200);

    const res = await http()
      .post('/oauth/revoke')
      .type('form')
      .send({ client_id: app.client_id, client_secret: app.client_secret, token: issued.body.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    const after = await verify(issued.body.access_token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: 'The access token is invalid' });
  });

  it('answers 200 for an unknown token (RFC 7009)', async () => {
    const app = await registerApp();
    const res = await http()
      .post('/oauth/revoke')
      .send({ client_id: app.client_id, client_secret: app.client_secret, token: 'never-issued' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });
});

describe('request logs', () => {
  it('hold neither the password nor any issued token, after logins by query string, form and JSON', async () => {
    const password = 'Pa55-unmistakable-secret';
    await makeUser(t, { nickname: 'logged', password });
    const app = await registerApp();

    const zone = await http().post(`/api/login?username=logged&password=${password}`);
    expect(zone.status).toBe(200);
    const form = await http()
      .post('/oauth/token')
      .type('form')
      .send({
        ...grantOf(app, 'password'),
        username: 'logged',
        password,
      });
    expect(form.status).toBe(200);
    const json = await http()
      .post('/oauth/token')
      .send({
        ...grantOf(app, 'password'),
        username: 'logged',
        password,
      });
    expect(json.status).toBe(200);
    const refreshed = await http().post(
      `/oauth/token?grant_type=refresh_token&client_id=${app.client_id}&client_secret=${app.client_secret}&refresh_token=${json.body.refresh_token}`,
    );
    expect(refreshed.status).toBe(200);
    const page = await authorize(app, { username: 'logged', password });
    expect(page.status).toBe(302);
    const code = codeFromRedirect(page.headers.location);
    // the tokens used as credentials, in the header and as a query parameter
    expect((await verify(form.body.access_token)).status).toBe(200);
    expect(
      (await http().get(`/api/v1/accounts/verify_credentials?access_token=${refreshed.body.access_token}`)).status,
    ).toBe(200);
    expect((await verify(zone.body.response.token)).status).toBe(200);
    await http().get(`/oauth/authorize?client_id=${app.client_id}&redirect_uri=${CALLBACK}&code=${code}`);

    const log = t.logLines.join();
    expect(log).toContain('/api/login?username=logged');
    expect(log).toContain('/oauth/token');
    const secrets = [
      password,
      zone.body.response.token,
      form.body.access_token,
      form.body.refresh_token,
      json.body.access_token,
      json.body.refresh_token,
      refreshed.body.access_token,
      app.client_secret,
      code,
    ];
    for (const secret of secrets) {
      expect(typeof secret).toBe('string');
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
  });
});
