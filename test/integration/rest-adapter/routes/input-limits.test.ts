import { describe, expect, it } from '@jest/globals';
import { SETTINGS_STORE_LIMIT } from '../../../../src/accounts/profile.service.js';
import { Status, User } from '../../../../src/entities/index.js';
import { DEPTH_MESSAGE, MAX_JSON_DEPTH, NUL_MESSAGE } from '../../../../src/core/input-limits.js';
import { makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';

// Inputs that could reach the database and broke it (PGlite) or answered 500 (a NUL byte).
const t = useTestApp();

/** `{"a":{"a":…}}` nested `depth` levels. */
const nested = (depth: number): unknown => {
  let doc: unknown = 'leaf';
  for (let i = 0; i < depth; i++) doc = { a: doc };
  return doc;
};

async function owner() {
  const user = await makeUser(t);
  return { user, token: await tokenFor(t, user) };
}

const healthy = async () => expect((await t.http().get('/api/pleroma/healthcheck')).status).toBe(200);

describe('PATCH /api/v1/accounts/update_credentials', () => {
  it('refuses a pleroma_settings_store nested 2,000 levels deep with 400; the database keeps working', async () => {
    const { user, token } = await owner();
    const body = JSON.stringify({ pleroma_settings_store: { 'pleroma-fe': nested(2000) } });
    expect(body.length).toBeGreaterThan(12_000);
    const res = await api(t, token)
      .patch('/api/v1/accounts/update_credentials')
      .set('content-type', 'application/json')
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: DEPTH_MESSAGE });
    await healthy();
    expect((await api(t, token).get('/api/v1/accounts/verify_credentials')).status).toBe(200);
    expect((await t.orm.em.fork().findOneOrFail(User, user.id)).settingsStore).toEqual({});
  });

  it('stores a settings store just within the depth limit', async () => {
    const { user, token } = await owner();
    const doc = nested(MAX_JSON_DEPTH - 3);
    const res = await api(t, token)
      .patch('/api/v1/accounts/update_credentials')
      .send({ pleroma_settings_store: { fe: doc } });
    expect(res.status).toBe(200);
    expect((await t.orm.em.fork().findOneOrFail(User, user.id)).settingsStore).toEqual({ fe: doc });
  });

  it('refuses the same document as a form (bracket keys) and as multipart', async () => {
    const { token } = await owner();
    const key = `pleroma_settings_store[fe]${'[a]'.repeat(40)}`;
    const form = await api(t, token)
      .patch('/api/v1/accounts/update_credentials')
      .type('form')
      .send(`${encodeURIComponent(key)}=x`);
    expect(form.status).toBe(400);
    expect(form.body).toEqual({ error: DEPTH_MESSAGE });
    const multi = await api(t, token).patch('/api/v1/accounts/update_credentials').field('note', 'a\u0000b');
    expect(multi.status).toBe(400);
    expect(multi.body).toEqual({ error: NUL_MESSAGE });
  });

  it('refuses a settings store over SETTINGS_STORE_LIMIT characters with 413', async () => {
    const { token } = await owner();
    const res = await api(t, token)
      .patch('/api/v1/accounts/update_credentials')
      .send({ pleroma_settings_store: { fe: { big: 'x'.repeat(SETTINGS_STORE_LIMIT) } } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: `pleroma_settings_store: at most ${SETTINGS_STORE_LIMIT} characters of JSON` });
  });

  it('refuses a NUL byte in JSON text (\\u0000) with 400 and changes nothing', async () => {
    const { user, token } = await owner();
    const res = await api(t, token)
      .patch('/api/v1/accounts/update_credentials')
      .send({ note: 'bio\u0000', display_name: 'New' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: NUL_MESSAGE });
    expect((await t.orm.em.fork().findOneOrFail(User, user.id)).displayName).toBeNull();
  });
});

describe('POST /api/v1/statuses', () => {
  it('refuses a NUL byte in a JSON key or value, and in the form body', async () => {
    const { user, token } = await owner();
    for (const send of [{ status: 'a\u0000b' }, { status: 'ok', 'spoiler\u0000text': 'x' }]) {
      const res = await api(t, token).post('/api/v1/statuses').send(send);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: NUL_MESSAGE });
    }
    const form = await api(t, token).post('/api/v1/statuses').type('form').send('status=a%00b');
    expect(form.status).toBe(400);
    expect(await t.orm.em.fork().count(Status, { account: user.id })).toBe(0);
  });
});

describe('GET /api/v1/accounts/:id', () => {
  it('refuses %00 in the path or the query string with 400', async () => {
    expect((await t.http().get('/api/v1/accounts/1%00')).body).toEqual({ error: NUL_MESSAGE });
    expect((await t.http().get('/api/v1/accounts/1%00')).status).toBe(400);
    expect((await t.http().get('/api/v1/accounts/search?q=a%00')).status).toBe(400);
    expect((await t.http().get('/api/v1/accounts/%E0%A4%A')).status).toBe(400);
  });
});

describe('POST /api/login', () => {
  it('refuses a NUL byte in the zone service envelope', async () => {
    const res = await t.http().post('/api/login').send({ username: 'a\u0000', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ response: { message: NUL_MESSAGE } });
  });
});

describe('GET /api/v1/timelines/tag/:hashtag', () => {
  it('answers 400 for a blank or bare "#" hashtag, and still finds a real one', async () => {
    const { user } = await owner();
    await makeStatus(t, user, 'about #cats');
    for (const tag of ['%20', '%23', '%20%23%20']) {
      const res = await t.http().get(`/api/v1/timelines/tag/${tag}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'hashtag: must name a hashtag' });
    }
    const blankAny = await t.http().get('/api/v1/timelines/tag/cats?any[]=&none[]=%23');
    expect(blankAny.status).toBe(200);
    expect(blankAny.body).toHaveLength(1);
  });
});

describe('POST /graphql', () => {
  it('refuses NUL bytes in variables, in literals, and JSON literals nested too deeply', async () => {
    const vars = await t
      .http()
      .post('/graphql')
      .send({ query: 'query($q: String!) { account(acct: $q) { id } }', variables: { q: 'a\u0000' } });
    expect(vars.status).toBe(400);
    expect(vars.body.errors[0]).toMatchObject({ message: NUL_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    const literal = await t.http().post('/graphql').send({ query: 'query { status(id: "1\\u0000") { id } }' });
    expect(literal.status).toBe(400);
    expect(literal.body.errors[0].message).toBe(NUL_MESSAGE);
    const deep = `${'{a: '.repeat(40)}1${'}'.repeat(40)}`;
    const deepLiteral = await t
      .http()
      .post('/graphql')
      .send({ query: `mutation { updateCredentials(input: { settingsStore: ${deep} }) { id } }` });
    expect(deepLiteral.status).toBe(400);
    expect(deepLiteral.body.errors.map((e: { message: string }) => e.message)).toContain(DEPTH_MESSAGE);
    await healthy();
  });
});
