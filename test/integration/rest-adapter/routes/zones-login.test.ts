import { beforeAll, describe, expect, it } from '@jest/globals';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { User } from '../../../../src/entities/index.js';
import { DEFAULT_PASSWORD, makeUser } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { gql } from '../../../support/graphql.js';

const t = useTestApp();
let lena: User;
beforeAll(async () => {
  lena = await makeUser(t, { nickname: 'lena', email: 'lena@example.test' });
});

/**
 * Login is limited to 5 requests every 5 s per client address. The app trusts X-Forwarded-For from loopback,
 * so each test speaks from its own address and starts with a full budget.
 */
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const login = (ip = freshIp()) => t.http().post('/api/login').set('x-forwarded-for', ip);

const JWT = /^eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+$/;

/** A 200 login reply: the JWT in message and token, its lifetime in expires_in; the token is Lena's and works. */
async function expectLoggedInAsLena(res: { status: number; body: any; headers: Record<string, string> }) {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toEqual({
    response: { message: expect.stringMatching(JWT), token: expect.stringMatching(JWT), expires_in: 3600 },
  });
  const { message, token } = res.body.response;
  expect(message).toBe(token);
  expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
  const claims = decodeJwt(token);
  expect(claims.sub).toBe(String(lena.id));
  expect(claims.iss).toBe('fedigraph');
  expect(claims.exp! - claims.iat!).toBe(3600);
  expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(60);
  const me = await gql(t, '{ me { id nickname } }', {}, token);
  expect(me.body.errors).toBeUndefined();
  expect(me.body.data.me).toEqual({ id: String(lena.id), nickname: 'lena' });
}

const INVALID = { response: { message: 'Invalid credentials' } };

describe('POST /api/login', () => {
  it('logs in with query parameters (as the spec documents)', async () => {
    await expectLoggedInAsLena(await login().query({ username: 'lena', password: DEFAULT_PASSWORD }));
  });

  it('logs in with a form body', async () => {
    await expectLoggedInAsLena(await login().type('form').send({ username: 'lena', password: DEFAULT_PASSWORD }));
  });

  it('logs in with a JSON body', async () => {
    await expectLoggedInAsLena(
      await login()
        .set('content-type', 'application/json')
        .send(JSON.stringify({ username: 'lena', password: DEFAULT_PASSWORD })),
    );
  });

  it('accepts the nickname in any case and the e-mail address', async () => {
    await expectLoggedInAsLena(await login().query({ username: 'LENA', password: DEFAULT_PASSWORD }));
    await expectLoggedInAsLena(await login().query({ username: 'lena@example.test', password: DEFAULT_PASSWORD }));
  });

  it('the JWT authorises an upload', async () => {
    const { body } = await login().query({ username: 'lena', password: DEFAULT_PASSWORD });
    const zone =
      '$ORIGIN login.example.\n$TTL 300\n@ SOA ns1 hostmaster 1 7200 3600 1209600 300\n@ NS ns1\nns1 A 192.0.2.1\n';
    const res = await t
      .http()
      .post('/api/upload')
      .set('authorization', `Bearer ${body.response.token}`)
      .attach('file', Buffer.from(zone), { filename: 'login.example.zone', contentType: 'text/plain' });
    expect(res.status).toBe(200);
    expect(res.body.response.zone).toMatchObject({ origin: 'login.example', record_count: 3 });
  });

  it('answers an unknown user and a wrong password with exactly the same 401', async () => {
    const unknown = await login().query({ username: 'nobody', password: DEFAULT_PASSWORD });
    const wrong = await login().query({ username: 'lena', password: 'wrong horse battery' });
    const empty = await login().query({ username: 'lena', password: ' ' });
    for (const res of [unknown, wrong, empty]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="fedigraph"');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(unknown.text).toBe(wrong.text);
    expect(unknown.headers['www-authenticate']).toBe(wrong.headers['www-authenticate']);
    // The reply never says whether the account exists.
    expect(unknown.text).not.toMatch(/nobody|lena|exist|user/i);
  });

  it('answers 400 with the envelope when the username is missing', async () => {
    for (const res of [
      await login().query({ password: DEFAULT_PASSWORD }),
      await login().query({ username: '', password: DEFAULT_PASSWORD }),
      await login().type('form').send({ password: DEFAULT_PASSWORD }),
      await login().send({ password: DEFAULT_PASSWORD }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ response: { message: 'username: is required' } });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers 400 with the envelope when the password is missing, or both are', async () => {
    const noPassword = await login().query({ username: 'lena' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ response: { message: 'password: is required' } });
    const nothing = await login();
    expect(nothing.status).toBe(400);
    expect(nothing.body).toEqual({
      response: { message: expect.stringMatching(/^(username|password): is required$/) },
    });
  });

  it('answers a malformed JSON body, and a method other than POST, with the envelope', async () => {
    const malformed = await login().set('content-type', 'application/json').send('{"username": "lena",');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ response: { message: 'Malformed JSON body' } });
    const get = await t.http().get('/api/login').query({ username: 'lena', password: DEFAULT_PASSWORD });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(get.body).toEqual({ response: { message: 'Method GET is not allowed on this path' } });
  });

  it('lets five of six concurrent logins through; the sixth gets 429 with Retry-After and the envelope', async () => {
    const ip = freshIp();
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => login(ip).query({ username: 'lena', password: DEFAULT_PASSWORD })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429]);
    for (const ok of replies.filter((r) => r.status === 200)) {
      expect(ok.body.response.token).toMatch(JWT);
      expect(ok.headers['x-ratelimit-limit']).toBe('5');
    }
    const limited = replies.find((r) => r.status === 429)!;
    expect(limited.body).toEqual({ response: { message: 'Throttled' } });
    expect(limited.headers['retry-after']).toMatch(/^[1-5]$/);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['content-type']).toMatch(/^application\/json/);

    // Another address is not affected.
    expect((await login().query({ username: 'lena', password: DEFAULT_PASSWORD })).status).toBe(200);
  });

  it('counts failed logins against the budget, so a correct password after five failures is throttled', async () => {
    const ip = freshIp();
    const failures = await Promise.all(
      Array.from({ length: 5 }, () => login(ip).query({ username: 'lena', password: 'guess' })),
    );
    expect(failures.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    const after = await login(ip).query({ username: 'lena', password: DEFAULT_PASSWORD });
    expect(after.status).toBe(429);
    expect(after.body).toEqual({ response: { message: 'Throttled' } });
    expect(after.headers['retry-after']).toMatch(/^[1-5]$/);
  });

  it('lets the address log in again once Retry-After has passed', async () => {
    const ip = freshIp();
    await Promise.all(
      Array.from({ length: 5 }, () => login(ip).query({ username: 'lena', password: DEFAULT_PASSWORD })),
    );
    const limited = await login(ip).query({ username: 'lena', password: DEFAULT_PASSWORD });
    expect(limited.status).toBe(429);
    await new Promise((r) => setTimeout(r, Number(limited.headers['retry-after']) * 1000 + 250));
    await expectLoggedInAsLena(await login(ip).query({ username: 'lena', password: DEFAULT_PASSWORD }));
  });
});
