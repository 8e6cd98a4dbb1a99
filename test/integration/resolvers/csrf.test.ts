import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Test } from 'supertest';
import { openSession, sessionCookieName } from '../../../src/auth/sessions.js';
import { Status } from '../../../src/entities/index.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { startTestApp, type TestApp } from '../../support/app.js';

// POST /graphql runs only JSON, or multipart with a preflight header; the session cookie and HTTP Basic never
// authenticate a request a cross-site page could make a browser send.
let t: TestApp;
const credentials: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await startTestApp();
  const mallory = await makeUser(t, { nickname: 'mallory_target' });
  const session = await openSession(t.orm.em.fork(), mallory);
  credentials.bearer = { authorization: `Bearer ${await tokenFor(t, mallory, ['read', 'write'])}` };
  credentials.cookie = { cookie: `${sessionCookieName(t.config.namespace)}=${encodeURIComponent(session)}` };
  credentials.basic = {
    authorization: `Basic ${Buffer.from(`mallory_target:${DEFAULT_PASSWORD}`).toString('base64')}`,
  };
  credentials.none = {};
});
afterAll(async () => {
  await t.stop();
});

const MUTATION = 'mutation { createStatus(status: "posted for you") { id } }';
const ME = '{ me { nickname } }';
const statusCount = () => t.orm.em.fork().count(Status, {});

let address = 0;
/** Each request from its own address, so HTTP Basic's failed-password limits never interfere. */
const post = (headers: Record<string, string>) =>
  t
    .http()
    .post('/graphql')
    .set({ 'x-forwarded-for': `10.9.0.${++address}`, ...headers });

const multipart = (headers: Record<string, string>) =>
  post(headers)
    .field('operations', JSON.stringify({ query: MUTATION }))
    .field('map', '{}');

const BODIES: Record<string, (headers: Record<string, string>) => Test> = {
  json: (headers) => post(headers).set('content-type', 'application/json').send({ query: MUTATION }),
  'graphql-response+json': (headers) =>
    post(headers)
      .set('content-type', 'application/graphql-response+json')
      .send(JSON.stringify({ query: MUTATION })),
  'multipart with apollo-require-preflight': (headers) => multipart({ ...headers, 'apollo-require-preflight': 'true' }),
  'multipart with x-apollo-operation-name': (headers) => multipart({ ...headers, 'x-apollo-operation-name': 'Post' }),
  'urlencoded form': (headers) => post(headers).type('form').send({ query: MUTATION }),
  'text/plain': (headers) =>
    post(headers)
      .set('content-type', 'text/plain')
      .send(JSON.stringify({ query: MUTATION })),
  'multipart without a preflight header': (headers) => multipart(headers),
  GET: (headers) =>
    t
      .http()
      .get('/graphql')
      .set({ 'x-forwarded-for': `10.9.0.${++address}`, ...headers })
      .query({ query: MUTATION }),
};

const ran = { status: 200, body: { data: { createStatus: { id: expect.any(String) } } } };
const unauthenticated = {
  status: 200,
  body: {
    data: { createStatus: null },
    errors: [
      {
        message: 'Authentication required',
        locations: [{ line: 1, column: 12 }],
        path: ['createStatus'],
        extensions: { code: 'UNAUTHENTICATED' },
      },
    ],
  },
};
const refused = (message: string) => ({
  status: 400,
  body: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] },
});
const NOT_JSON = refused(
  'POST /graphql takes a JSON body (content-type: application/json), or multipart with the header "apollo-require-preflight: true"',
);
const NO_PREFLIGHT = refused('Multipart requests need the header "apollo-require-preflight: true"');
const GET_MUTATION = {
  status: 405,
  body: {
    errors: [
      {
        message: 'GET requests only support query operations, not mutation operations',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ],
  },
};

type Expected = { status: number; body: unknown };
const CASES: Array<[string, string, Expected]> = [];
for (const credential of ['bearer', 'cookie', 'basic', 'none']) {
  const runs = credential === 'none' ? unauthenticated : ran;
  CASES.push(
    ['json', credential, runs],
    ['graphql-response+json', credential, runs],
    ['multipart with apollo-require-preflight', credential, runs],
    ['multipart with x-apollo-operation-name', credential, runs],
    ['urlencoded form', credential, NOT_JSON],
    ['text/plain', credential, NOT_JSON],
    ['multipart without a preflight header', credential, NO_PREFLIGHT],
    ['GET', credential, GET_MUTATION],
  );
}

describe('a mutation on /graphql', () => {
  it.each(CASES)('sent as %s with %s credentials', async (body, credential, expected) => {
    const before = await statusCount();
    const res = await BODIES[body](credentials[credential]);
    expect({ status: res.status, body: res.body }).toEqual(expected);
    expect(await statusCount()).toBe(before + (expected === ran ? 1 : 0));
  });
});

describe('a query over GET', () => {
  const get = (headers: Record<string, string>) =>
    t
      .http()
      .get('/graphql')
      .set({ 'x-forwarded-for': `10.9.1.${++address}`, ...headers })
      .query({ query: ME });
  const me = { status: 200, body: { data: { me: { nickname: 'mallory_target' } } } };
  const anonymous = {
    status: 200,
    body: {
      data: { me: null },
      errors: [
        {
          message: 'Authentication required',
          locations: [{ line: 1, column: 3 }],
          path: ['me'],
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    },
  };

  it.each([
    ['bearer', me],
    ['cookie', anonymous],
    ['basic', anonymous],
    ['none', anonymous],
  ])('with %s credentials: the cookie and HTTP Basic are not read', async (credential, expected) => {
    const res = await get(credentials[credential]);
    expect({ status: res.status, body: res.body }).toEqual(expected);
  });

  it.each(['cookie', 'basic'])('with %s credentials and a preflight header: read', async (credential) => {
    const headers: Array<Record<string, string>> = [
      { 'apollo-require-preflight': 'true' },
      { 'x-apollo-operation-name': 'Me' },
    ];
    for (const header of headers) {
      const res = await get({ ...credentials[credential], ...header });
      expect({ status: res.status, body: res.body }).toEqual(me);
    }
  });
});
