import { beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_PASSWORD, makeUser } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();
beforeAll(async () => {
  await makeUser(t, { nickname: 'alice' });
});

/** A login from the test client's own address, or from a proxied one (the app trusts X-Forwarded-For from loopback). */
const login = (ip?: string) => {
  const req = t.http().post('/api/login').query({ username: 'alice', password: DEFAULT_PASSWORD });
  return ip ? req.set('x-forwarded-for', ip) : req;
};

describe('POST /api/login rate limit (5 every 5 seconds)', () => {
  it('lets exactly five of six concurrent logins through; the sixth gets 429 with Retry-After and the envelope', async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, () => login()));
    const ok = replies.filter((r) => r.status === 200);
    const throttled = replies.filter((r) => r.status === 429);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429]);

    for (const res of ok) {
      expect(res.body.response.token).toEqual(expect.any(String));
      expect(res.headers['x-ratelimit-limit']).toBe('5');
      expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThanOrEqual(0);
      expect(Number(res.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(5);
    }
    expect(ok.map((r) => Number(r.headers['x-ratelimit-remaining'])).sort()).toEqual([0, 1, 2, 3, 4]);

    const [limited] = throttled;
    expect(limited.body).toEqual({ response: { message: 'Throttled' } });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(5);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('counts GraphQL logins against the same budget', async () => {
    const ip = '192.0.2.13';
    const rest = await Promise.all(Array.from({ length: 5 }, () => login(ip)));
    expect(rest.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const res = await t
      .http()
      .post('/graphql')
      .set('x-forwarded-for', ip)
      .send({
        query: 'mutation($u: String!, $p: String!) { issueToken(username: $u, password: $p) { accessToken } }',
        variables: { u: 'alice', p: DEFAULT_PASSWORD },
      });
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0]).toMatchObject({ message: 'Throttled', extensions: { code: 'RATE_LIMITED', limit: 5 } });
    expect(res.body.errors[0].extensions.retryAfter).toBeGreaterThanOrEqual(1);
  });

  it('keeps separate budgets per client address', async () => {
    const res = await login('192.0.2.11');
    expect(res.status).toBe(200);
    expect(res.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('throttles failed attempts too, so guessing is bounded', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        t
          .http()
          .post('/api/login')
          .set('x-forwarded-for', '192.0.2.12')
          .query({ username: 'alice', password: 'guess guess' }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('POST /oauth/token rate limit (authentication: 30 every 10 seconds)', () => {
  it('answers the 31st request with 429 {error} and Retry-After', async () => {
    const replies = await Promise.all(
      Array.from({ length: 31 }, () =>
        t
          .http()
          .post('/oauth/token')
          .set('x-forwarded-for', '192.0.2.20')
          .send({ grant_type: 'client_credentials', client_id: 'nope', client_secret: 'nope' }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    const limited = replies.filter((r) => r.status === 429);
    expect(limited).toHaveLength(1);
    expect(limited[0].body).toEqual({ error: 'Throttled' });
    expect(Number(limited[0].headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
