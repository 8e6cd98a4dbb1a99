import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { MfaChallenge, User } from '../../../../src/entities/index.js';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../../../src/mfa/totp.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { gql } from '../../../support/graphql.js';

const t = useTestApp();

/** Each request from its own address, so the per-address login limits do not throttle this file. */
let ipCounter = 0;
const http = () => {
  ipCounter += 1;
  return t.http().set('x-forwarded-for', `10.16.${ipCounter >> 8}.${ipCounter & 255}`);
};
const as = (token: string | null) => ({
  get: (path: string) => (token ? http().get(path).set('authorization', `Bearer ${token}`) : http().get(path)),
  post: (path: string) => (token ? http().post(path).set('authorization', `Bearer ${token}`) : http().post(path)),
  delete: (path: string) => (token ? http().delete(path).set('authorization', `Bearer ${token}`) : http().delete(path)),
});

const MFA = '/api/pleroma/accounts/mfa';
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const reload = (user: User) =>
  t.orm.em.fork().findOneOrFail(User, user.id, {
    populate: ['mfaTotpSecretSealed', 'mfaPendingSecretSealed', 'mfaBackupCodeHashes'],
  });
/** Forgets the last step used, so a test may log in again with a code of the current step. */
const forgetUsedStep = (user: User) => t.orm.em.fork().nativeUpdate(User, { id: user.id }, { mfaLastStep: null });

/** A user with TOTP confirmed through the API; returns the secret an authenticator app would hold. */
async function withTotp(user: User): Promise<string> {
  const token = await tokenFor(t, user);
  const setup = await as(token).get(`${MFA}/setup/totp`);
  expect(setup.status).toBe(200);
  const confirm = await as(token)
    .post(`${MFA}/confirm/totp`)
    .send({ password: DEFAULT_PASSWORD, code: totpCode(setup.body.key) });
  expect(confirm.status).toBe(200);
  await forgetUsedStep(user);
  return setup.body.key;
}

async function registerApp() {
  const res = await http()
    .post('/api/v1/apps')
    .send({ client_name: 'mfa client', redirect_uris: 'https://client.example/cb', scopes: 'read write' });
  return res.body as { client_id: string; client_secret: string };
}

const passwordGrant = (app: { client_id: string; client_secret: string }, username: string) =>
  http().post('/oauth/token').send({
    grant_type: 'password',
    client_id: app.client_id,
    client_secret: app.client_secret,
    username,
    password: DEFAULT_PASSWORD,
  });

const challenge = (
  app: { client_id: string; client_secret: string },
  mfaToken: string,
  code: string,
  challengeType = 'totp',
) =>
  http().post('/oauth/mfa/challenge').send({
    mfa_token: mfaToken,
    challenge_type: challengeType,
    code,
    client_id: app.client_id,
    client_secret: app.client_secret,
  });

describe('GET /api/pleroma/accounts/mfa', () => {
  it('shows the settings: off by default, on once TOTP is confirmed', async () => {
    const user = await makeUser(t);
    const token = await tokenFor(t, user);
    expect((await as(token).get(MFA)).body).toEqual({ settings: { enabled: false, totp: false } });
    await withTotp(user);
    const res = await as(token).get(MFA);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ settings: { enabled: true, totp: true } });
  });

  it('is refused to anonymous callers and to tokens without read:security', async () => {
    const user = await makeUser(t);
    expect((await as(null).get(MFA)).status).toBe(401);
    const res = await as(await tokenFor(t, user, ['read:accounts'])).get(MFA);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Insufficient permissions: read:security.' });
  });
});

describe('GET /api/pleroma/accounts/mfa/setup/totp', () => {
  it('answers a new secret and its provisioning URI, kept sealed and pending until confirmed', async () => {
    const user = await makeUser(t, { email: 'setup@example.test' });
    const res = await as(await tokenFor(t, user)).get(`${MFA}/setup/totp`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      key: expect.stringMatching(/^[A-Z2-7]{32}$/),
      provisioning_uri: expect.stringMatching(/^otpauth:\/\/totp\//),
    });
    const uri = new URL(res.body.provisioning_uri);
    expect(uri.searchParams.get('secret')).toBe(res.body.key);
    expect(decodeURIComponent(uri.pathname)).toContain('setup@example.test');
    const stored = await reload(user);
    expect(stored.mfaEnabled).toBe(false);
    expect(stored.mfaPendingSecretSealed).toBeTruthy();
    expect(stored.mfaPendingSecretSealed).not.toContain(res.body.key);
  });

  it('needs write:security', async () => {
    const user = await makeUser(t);
    expect((await as(await tokenFor(t, user, ['read'])).get(`${MFA}/setup/totp`)).status).toBe(403);
    expect((await as(null).get(`${MFA}/setup/totp`)).status).toBe(401);
    expect((await reload(user)).mfaPendingSecretSealed).toBeNull();
  });
});

describe('POST /api/pleroma/accounts/mfa/confirm/totp', () => {
  it('refuses a wrong or missing password, a wrong or missing code, and a confirmation without setup, with 422', async () => {
    const user = await makeUser(t);
    const token = await tokenFor(t, user);
    const none = await as(token).post(`${MFA}/confirm/totp`).send({ password: DEFAULT_PASSWORD, code: '123456' });
    expect(none.status).toBe(422);
    expect(none.body).toEqual({ error: 'TOTP setup has not been started' });
    const {
      body: { key },
    } = await as(token).get(`${MFA}/setup/totp`);
    for (const [body, error] of [
      [{ password: 'wrong password', code: totpCode(key) }, 'Invalid password.'],
      [{ code: totpCode(key) }, 'Invalid password.'],
      [{ password: DEFAULT_PASSWORD, code: totpCode(key, Date.now() - 10 * STEP_MS) }, 'Invalid code'],
      [{ password: DEFAULT_PASSWORD }, 'Invalid code'],
    ] as const) {
      const res = await as(token).post(`${MFA}/confirm/totp`).send(body);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error });
    }
    expect((await reload(user)).mfaEnabled).toBe(false);
  });

  it('turns TOTP on with the password and a current code', async () => {
    const user = await makeUser(t);
    const token = await tokenFor(t, user);
    const {
      body: { key },
    } = await as(token).get(`${MFA}/setup/totp`);
    const res = await as(token)
      .post(`${MFA}/confirm/totp`)
      .send({ password: DEFAULT_PASSWORD, code: totpCode(key) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    const stored = await reload(user);
    expect(stored).toMatchObject({ mfaEnabled: true, mfaPendingSecretSealed: null });
    expect(stored.mfaTotpSecretSealed).not.toContain(key);
  });

  it('keeps a TOTP in use while a new setup is unconfirmed', async () => {
    const user = await makeUser(t);
    const key = await withTotp(user);
    await as(await tokenFor(t, user)).get(`${MFA}/setup/totp`);
    const app = await registerApp();
    const grant = await passwordGrant(app, user.nickname);
    expect(grant.status).toBe(403);
    expect((await challenge(app, grant.body.mfa_token, totpCode(key))).status).toBe(200);
  });
});

describe('POST /oauth/token (password grant) and POST /oauth/mfa/challenge', () => {
  let app: { client_id: string; client_secret: string };
  beforeAll(async () => {
    app = await registerApp();
  });

  it('answers 403 mfa_required with an mfa_token, and the challenge issues the token', async () => {
    const user = await makeUser(t);
    const key = await withTotp(user);
    const grant = await passwordGrant(app, user.nickname);
    expect(grant.status).toBe(403);
    expect(grant.body).toEqual({
      error: 'mfa_required',
      mfa_token: expect.any(String),
      supported_challenge_types: 'totp',
    });
    const res = await challenge(app, grant.body.mfa_token, totpCode(key));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      access_token: expect.any(String),
      token_type: 'Bearer',
      scope: 'read write',
      id: String(user.id),
    });
    const me = await as(res.body.access_token).get('/api/v1/accounts/verify_credentials');
    expect(me.body.id).toBe(String(user.id));
    // the challenge is spent
    expect((await challenge(app, grant.body.mfa_token, totpCode(key, Date.now() + STEP_MS))).body).toEqual({
      error: 'Invalid code',
    });
  });

  it('accepts a code once: the same code cannot complete a second login', async () => {
    const user = await makeUser(t);
    const key = await withTotp(user);
    const code = totpCode(key);
    const first = await passwordGrant(app, user.nickname);
    expect((await challenge(app, first.body.mfa_token, code)).status).toBe(200);
    const second = await passwordGrant(app, user.nickname);
    const replay = await challenge(app, second.body.mfa_token, code);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ error: 'Invalid code' });
  });

  it('refuses wrong codes, unknown challenge types and tokens, and another client, with 400 Invalid code', async () => {
    const user = await makeUser(t);
    const key = await withTotp(user);
    const grant = await passwordGrant(app, user.nickname);
    const other = await registerApp();
    for (const res of [
      await challenge(app, grant.body.mfa_token, '000000'),
      await challenge(app, grant.body.mfa_token, totpCode(key), 'sms'),
      await challenge(app, 'not-a-token', totpCode(key)),
      await challenge(other, grant.body.mfa_token, totpCode(key)),
      await http().post('/oauth/mfa/challenge').send({}),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Invalid code' });
    }
    expect((await challenge(app, grant.body.mfa_token, totpCode(key))).status).toBe(200);
  });

  it('rate limits wrong codes: after 5, even the right code is refused for a while', async () => {
    const user = await makeUser(t);
    const key = await withTotp(user);
    const grant = await passwordGrant(app, user.nickname);
    for (let i = 0; i < 5; i++) expect((await challenge(app, grant.body.mfa_token, '111111')).status).toBe(400);
    const res = await challenge(app, grant.body.mfa_token, totpCode(key));
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('expired challenges are refused', async () => {
    const user = await makeUser(t);
    const key = await withTotp(user);
    const grant = await passwordGrant(app, user.nickname);
    await t.orm.em.fork().nativeUpdate(MfaChallenge, { user: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await challenge(app, grant.body.mfa_token, totpCode(key))).status).toBe(400);
  });
});

describe('GET /api/pleroma/accounts/mfa/backup_codes', () => {
  it('issues 5 single-use codes, stored as digests; a new set replaces the old', async () => {
    const user = await makeUser(t);
    const token = await tokenFor(t, user);
    await withTotp(user);
    const res = await as(token).get(`${MFA}/backup_codes`);
    expect(res.status).toBe(200);
    expect(res.body.codes).toHaveLength(5);
    const stored = await reload(user);
    expect(stored.mfaBackupCodeHashes).toHaveLength(5);
    for (const code of res.body.codes) expect(stored.mfaBackupCodeHashes.join()).not.toContain(code);

    const app = await registerApp();
    const [code] = res.body.codes;
    const first = await passwordGrant(app, user.nickname);
    expect((await challenge(app, first.body.mfa_token, code, 'recovery')).status).toBe(200);
    const again = await passwordGrant(app, user.nickname);
    expect((await challenge(app, again.body.mfa_token, code, 'recovery')).status).toBe(400);

    const fresh = await as(token).get(`${MFA}/backup_codes`);
    expect((await challenge(app, again.body.mfa_token, res.body.codes[1], 'recovery')).status).toBe(400);
    expect((await challenge(app, again.body.mfa_token, fresh.body.codes[0], 'recovery')).status).toBe(200);
  });

  it('needs write:security', async () => {
    const user = await makeUser(t);
    expect((await as(await tokenFor(t, user, ['read'])).get(`${MFA}/backup_codes`)).status).toBe(403);
  });
});

describe('DELETE /api/pleroma/accounts/mfa/totp', () => {
  it('refuses a wrong password with 422 and changes nothing; with the password, logins need no code again', async () => {
    const user = await makeUser(t);
    const token = await tokenFor(t, user);
    await withTotp(user);
    const wrong = await as(token).delete(`${MFA}/totp`).send({ password: 'nope nope nope' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ error: 'Invalid password.' });
    expect((await reload(user)).mfaEnabled).toBe(true);
    const res = await as(token).delete(`${MFA}/totp`).send({ password: DEFAULT_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(await reload(user)).toMatchObject({ mfaEnabled: false, mfaTotpSecretSealed: null, mfaBackupCodeHashes: [] });
    expect((await passwordGrant(await registerApp(), user.nickname)).status).toBe(200);
  });
});

describe('PUT /api/pleroma/admin/users/disable_mfa', () => {
  it("turns the account's MFA off", async () => {
    const admin = await makeUser(t, { isAdmin: true });
    const user = await makeUser(t);
    await withTotp(user);
    const res = await http()
      .put('/api/pleroma/admin/users/disable_mfa')
      .set('authorization', `Bearer ${await tokenFor(t, admin, ['admin'])}`)
      .send({ nickname: user.nickname });
    expect(res.status).toBe(200);
    expect(res.body).toBe(user.nickname);
    expect(await reload(user)).toMatchObject({ mfaEnabled: false, mfaTotpSecretSealed: null });
    expect((await passwordGrant(await registerApp(), user.nickname)).status).toBe(200);
  });
});

describe('other login paths with MFA on', () => {
  let user: User;
  let key: string;
  beforeAll(async () => {
    user = await makeUser(t);
    key = await withTotp(user);
  });
  beforeEach(async () => {
    await forgetUsedStep(user);
  });

  it('HTTP Basic is refused with a clear message', async () => {
    const res = await http()
      .get('/api/v1/accounts/verify_credentials')
      .set('authorization', `Basic ${Buffer.from(`${user.nickname}:${DEFAULT_PASSWORD}`).toString('base64')}`);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/two-factor authentication is enabled.*HTTP Basic cannot be used/i);
  });

  it('POST /api/login: refused without a code (403) and with a wrong one (401); a right code logs in', async () => {
    const none = await http().post('/api/login').send({ username: user.nickname, password: DEFAULT_PASSWORD });
    expect(none.status).toBe(403);
    expect(none.body).toEqual({
      response: { message: expect.stringMatching(/code is required/), identifier: 'mfa_required' },
    });
    const wrong = await http()
      .post('/api/login')
      .send({ username: user.nickname, password: DEFAULT_PASSWORD, code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ response: { message: 'Invalid two-factor code' } });
    const ok = await http()
      .post('/api/login')
      .send({ username: user.nickname, password: DEFAULT_PASSWORD, code: totpCode(key) });
    expect(ok.status).toBe(200);
    expect(ok.body.response.token).toEqual(expect.any(String));
  });

  it('the GraphQL login takes the code; without it, FORBIDDEN', async () => {
    const query =
      'mutation ($u: String!, $p: String!, $c: String) { issueToken(username: $u, password: $p, code: $c) { accessToken } }';
    const none = await gql(t, query, { u: user.nickname, p: DEFAULT_PASSWORD });
    expect(none.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const ok = await gql(t, query, { u: user.nickname, p: DEFAULT_PASSWORD, c: totpCode(key) });
    expect(ok.body.data.issueToken.accessToken).toEqual(expect.any(String));
  });

  it('the authorize page asks for the code before it opens a session or gives a code', async () => {
    const app = await registerApp();
    const fields = {
      client_id: app.client_id,
      redirect_uri: 'https://client.example/cb',
      response_type: 'code',
      scope: 'read',
      state: 's',
    };
    const page = await http()
      .post('/oauth/authorize')
      .type('form')
      .send({ ...fields, username: user.nickname, password: DEFAULT_PASSWORD });
    expect(page.status).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.text).toContain('name="code"');
    const mfaToken = /name="mfa_token" value="([^"]+)"/.exec(page.text)![1];
    const wrong = await http()
      .post('/oauth/authorize')
      .type('form')
      .send({ ...fields, mfa_token: mfaToken, code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('Invalid code');
    const ok = await http()
      .post('/oauth/authorize')
      .type('form')
      .send({ ...fields, mfa_token: mfaToken, code: totpCode(key) });
    expect(ok.status).toBe(302);
    expect(new URL(ok.headers.location).searchParams.get('code')).toBeTruthy();
    expect(ok.headers['set-cookie']?.[0]).toMatch(/^_pleroma_key=/);
    const replay = await http()
      .post('/oauth/authorize')
      .type('form')
      .send({ ...fields, mfa_token: mfaToken, code: totpCode(key) });
    expect(replay.text).toContain('The sign-in has expired');
  });
});

describe('GraphQL: confirmTotp, disableTotp', () => {
  it('answer the MFA settings now', async () => {
    const user = await makeUser(t);
    const token = await tokenFor(t, user);
    const setup = await gql(t, 'mutation { setupTotp { key } }', {}, token);
    const key = setup.body.data.setupTotp.key as string;
    const confirm = await gql(
      t,
      'mutation($p: String!, $c: String!) { confirmTotp(password: $p, code: $c) { enabled totp } }',
      { p: DEFAULT_PASSWORD, c: totpCode(key) },
      token,
    );
    expect(confirm.body).toEqual({ data: { confirmTotp: { enabled: true, totp: true } } });
    const disable = await gql(
      t,
      'mutation($p: String!) { disableTotp(password: $p) { enabled totp } }',
      {
        p: DEFAULT_PASSWORD,
      },
      token,
    );
    expect(disable.body).toEqual({ data: { disableTotp: { enabled: false, totp: false } } });
  });
});
