import { beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { parse, type GraphQLSchema } from 'graphql';
import supertest from 'supertest';
import { compileRoutes, restRouter } from '../../../rest-adapter/router.js';
import { routes } from '../../../rest-adapter/routes/index.js';
import type { RouteRow } from '../../../rest-adapter/types.js';
import { buildAppSchema } from '../../../src/graphql/schema.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { useTestApp } from '../../support/app.js';
import { Status } from '../../../src/entities/index.js';

/** Test rows carry their operation as text (the real table's are typed documents, `graphql(...)`). */
type TextRow = Omit<RouteRow, 'operation'> & { operation: string };
const withDocument = (r: TextRow): RouteRow => ({ ...r, operation: parse(r.operation) });

const t = useTestApp();
let schema: GraphQLSchema;
beforeAll(async () => {
  ({ schema } = await buildAppSchema());
});

let ipCounter = 0;
const http = () => {
  ipCounter += 1;
  return t.http().set('x-forwarded-for', `10.4.${ipCounter >> 8}.${ipCounter & 255}`);
};

describe('unknown paths and methods', () => {
  it('answers an unknown path with 404 JSON {error: "Not found"}', async () => {
    for (const res of [
      await http().get('/api/v1/nothing-here'),
      await http().post('/no/such/path').send({ a: 1 }),
      await http().delete('/api/v1'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ error: 'Not found' });
    }
  });

  it('answers a known path under another method with 405 and Allow', async () => {
    const getApps = await http().get('/api/v1/apps');
    expect(getApps.status).toBe(405);
    expect(getApps.headers.allow).toBe('POST');
    expect(getApps.body).toEqual({ error: 'Method GET is not allowed on this path' });

    const deleteCreds = await http().delete('/api/v1/accounts/verify_credentials');
    expect(deleteCreds.status).toBe(405);
    expect(deleteCreds.headers.allow).toBe('GET');

    const putToken = await http().put('/oauth/token').send({});
    expect(putToken.status).toBe(405);
    expect(putToken.headers.allow).toBe('POST');
    expect(putToken.headers['content-type']).toMatch(/^application\/json/);
  });

  it("answers 405 with the methods of the path's own routes, parameters or not, and to HEAD where no GET is", async () => {
    const patchStatus = await http().patch('/api/v1/statuses/1').send({});
    expect(patchStatus.status).toBe(405);
    expect(patchStatus.headers.allow).toBe('GET, PUT, DELETE');
    expect(patchStatus.body).toEqual({ error: 'Method PATCH is not allowed on this path' });
    const headApps = await http().head('/api/v1/apps');
    expect(headApps.status).toBe(405);
    expect(headApps.headers.allow).toBe('POST');
  });

  it('matches paths as Express routes do: letters in any case, one trailing slash', async () => {
    const folded = await http().get('/API/V1/Instance/');
    expect(folded.status).toBe(200);
    expect(folded.body.uri).toBeDefined();
    expect((await http().get('/api/v1/instance//')).status).toBe(404);
    expect((await http().get('/api/v1//instance')).status).toBe(404);
    const malformed = await http().get('/api/v1/accounts/%E0');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Malformed percent-encoding in the path' });
  });

  it('serves HEAD for a GET route and answers a CORS preflight, not 405', async () => {
    const head = await http().head('/api/v1/instance');
    expect(head.status).toBe(200);
    const preflight = await http()
      .options('/api/v1/apps')
      .set('origin', 'https://client.example')
      .set('access-control-request-method', 'POST');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400 JSON', async () => {
    const res = await http().post('/api/v1/apps').set('content-type', 'application/json').send('{"client_name": "x",');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error: 'Malformed JSON body' });
  });

  it('answers a body over 1mb with 413 JSON, whether JSON or form', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    const json = await http()
      .post('/api/v1/apps')
      .send({ client_name: big, redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' });
    expect(json.status).toBe(413);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.body).toEqual({ error: 'Request body is too large' });
    const form = await http()
      .post('/api/v1/apps')
      .type('form')
      .send(`client_name=${big}&redirect_uris=urn:ietf:wg:oauth:2.0:oob`);
    expect(form.status).toBe(413);
    expect(form.body).toEqual({ error: 'Request body is too large' });
  });

  it('accepts a body just under the limit', async () => {
    const res = await http()
      .post('/api/v1/apps')
      .send({
        client_name: 'x',
        redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
        website: `https://a.example/${'y'.repeat(900 * 1024)}`,
      });
    expect(res.status).toBe(200);
  });
});

describe('POST /api/v1/apps params', () => {
  const fields = {
    client_name: 'Same App',
    redirect_uris: 'https://app.example/cb',
    scopes: 'read write:statuses',
    website: 'https://app.example',
  };
  const comparable = (body: Record<string, unknown>) => ({
    name: body.name,
    redirect_uri: body.redirect_uri,
    scopes: body.scopes,
    website: body.website,
  });

  it('reads a JSON body, a form body and a query string alike', async () => {
    const json = await http().post('/api/v1/apps').send(fields);
    const form = await http().post('/api/v1/apps').type('form').send(fields);
    const query = await http().post('/api/v1/apps').query(fields);
    for (const res of [json, form, query]) expect(res.status).toBe(200);
    const expected = {
      name: 'Same App',
      redirect_uri: 'https://app.example/cb',
      scopes: ['read', 'write:statuses'],
      website: 'https://app.example',
    };
    expect(comparable(json.body)).toEqual(expected);
    expect(comparable(form.body)).toEqual(expected);
    expect(comparable(query.body)).toEqual(expected);
  });

  it('lets the body win over the query string', async () => {
    const res = await http()
      .post('/api/v1/apps')
      .query({ client_name: 'From query', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' })
      .send({ client_name: 'From body' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('From body');
    expect(res.body.redirect_uri).toBe('urn:ietf:wg:oauth:2.0:oob');
  });

  it('refuses a param of the wrong type with 400 {error}, not 500', async () => {
    const res = await http()
      .post('/api/v1/apps')
      .send({ client_name: { nested: true }, redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['error']);
  });
});

describe('POST /oauth/token params', () => {
  it('reads `scope[]` arrays from a form body as the joined scope', async () => {
    await makeUser(t, { nickname: 'arrays' });
    const app = await http()
      .post('/api/v1/apps')
      .send({ client_name: 'x', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' });
    const res = await http()
      .post('/oauth/token')
      .type('form')
      .send(
        [
          'grant_type=password',
          `client_id=${app.body.client_id}`,
          `client_secret=${app.body.client_secret}`,
          'username=arrays',
          `password=${encodeURIComponent(DEFAULT_PASSWORD)}`,
          'scope[]=read:accounts',
          'scope[]=write:statuses',
        ].join('&'),
      );
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe('read:accounts write:statuses');
  });
});

describe('error mapping', () => {
  // A router over the real schema and deps with rows of its own, to reach every mapped status.
  const rows: RouteRow[] = (
    [
      { method: 'GET', path: '/t/users/:id', operation: 'query U($id: ID) { account(id: $id) { nickname } }' },
      {
        method: 'GET',
        path: '/t/zone-style/users/:id',
        operation: 'query U($id: ID) { account(id: $id) { nickname } }',
        errors: 'envelope',
      },
      {
        method: 'GET',
        path: '/t/nick/:nickname',
        operation: 'query N($nickname: String) { account(acct: $nickname) { nickname } }',
      },
      { method: 'GET', path: '/t/me', operation: '{ me { nickname } }', view: (d) => ({ name: d.me.nickname }) },
      {
        method: 'POST',
        path: '/t/apps',
        operation:
          'mutation A($name: String!) { createApp(input: { clientName: $name, redirectUris: "urn:ietf:wg:oauth:2.0:oob" }) { id } }',
        variables: (p) => ({ name: p.title }),
        status: 201,
        headers: (d) => ({ Location: `/t/apps/${d.createApp.id}` }),
      },
      {
        method: 'POST',
        path: '/t/revoke',
        operation:
          'mutation R($token: String!, $clientId: ID!, $clientSecret: String!) { revokeToken(token: $token, clientId: $clientId, clientSecret: $clientSecret) }',
        status: 204,
      },
    ] satisfies TextRow[]
  ).map(withDocument);
  let app: express.Express;
  beforeAll(() => {
    app = express();
    app.use(express.json());
    app.use(restRouter(rows, schema, t.deps));
  });

  it("runs the operation and returns its data (or the view) with the row's status and headers", async () => {
    const user = await makeUser(t, { nickname: 'mapped' });
    const found = await supertest(app).get(`/t/users/${user.id}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ account: { nickname: 'mapped' } });
    const me = await supertest(app)
      .get('/t/me')
      .set('authorization', `Bearer ${await tokenFor(t, user, ['read'])}`);
    expect(me.body).toEqual({ name: 'mapped' });
    const created = await supertest(app).post('/t/apps').send({ title: 'made' });
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe(`/t/apps/${created.body.createApp.id}`);
    const revoked = await supertest(app)
      .post('/t/revoke')
      .send({ token: 'x', client_id: 'nope', client_secret: 'nope' });
    expect(revoked.status).toBe(401);
  });

  it('sends no body with 204', async () => {
    const client = await supertest(app).post('/t/apps').send({ title: 'for revoke' });
    expect(client.status).toBe(201);
    const full = await http()
      .post('/api/v1/apps')
      .send({ client_name: 'r', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' });
    const res = await supertest(app)
      .post('/t/revoke')
      .send({ token: 'x', client_id: full.body.client_id, client_secret: full.body.client_secret });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
  });

  it('maps NOT_FOUND to 404 {error}, or the envelope for envelope-style rows', async () => {
    const social = await supertest(app).get('/t/users/999999');
    expect(social.status).toBe(404);
    expect(social.body).toEqual({ error: "Can't find user" });
    const envelope = await supertest(app).get('/t/zone-style/users/999999');
    expect(envelope.status).toBe(404);
    expect(envelope.body).toEqual({ response: { message: "Can't find user" } });
  });

  it('maps UNAUTHENTICATED to 401 with WWW-Authenticate, FORBIDDEN to 403', async () => {
    const anon = await supertest(app).get('/t/me');
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ error: 'Authentication required' });
    expect(anon.headers['www-authenticate']).toBe('Bearer realm="fedigraph"');
    const user = await makeUser(t, { nickname: 'writeonly' });
    const forbidden = await supertest(app)
      .get('/t/me')
      .set('authorization', `Bearer ${await tokenFor(t, user, ['write'])}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ error: 'Insufficient permissions: read:accounts.' });
  });

  it('maps bad input (a service refusal or a GraphQL variable error) to 400', async () => {
    const blank = await supertest(app).post('/t/apps').send({ title: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: "client_name: can't be blank" });
    const missing = await supertest(app).post('/t/apps').send({});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body)).toEqual(['error']);
  });

  it('passes a percent-encoded path parameter decoded', async () => {
    await makeUser(t, { nickname: 'dash-and_under' });
    const res = await supertest(app).get('/t/nick/%64ash%2Dand_under');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ account: { nickname: 'dash-and_under' } });
  });
});

describe('legacy words and the order of refusals', () => {
  const em = () => t.orm.em.fork();

  it('decides who calls before reading the params: 401 anonymously, 403 without the scope, then 400', async () => {
    const user = await makeUser(t);
    const readOnly = await tokenFor(t, user, ['read']);
    const writer = await tokenFor(t, user, ['write']);
    const before = await em().count(Status, {});
    const post = (body: Record<string, unknown>, token?: string) => {
      const req = http().post('/api/v1/statuses');
      return (token ? req.set('authorization', `Bearer ${token}`) : req).send(body);
    };
    // An anonymous caller hears the same 401 whatever the word (an unknown one refused by GraphQL's enum).
    const anonymous = await post({ status: 'x', visibility: 'public' });
    expect(anonymous.status).toBe(401);
    for (const visibility of ['everyone', 'PUBLIC']) {
      const res = await post({ status: 'x', visibility });
      expect([res.status, res.body]).toEqual([401, anonymous.body]);
    }
    const scope = await post({ status: 'x', visibility: 'everyone' }, readOnly);
    expect([scope.status, scope.body]).toEqual([403, { error: 'Insufficient permissions: write:statuses.' }]);
    const bad = await post({ status: 'x', visibility: 'everyone' }, writer);
    expect([bad.status, bad.body]).toEqual([
      400,
      { error: 'visibility: Value "everyone" does not exist in "Visibility" enum.' },
    ]);
    // A param refused by the row's own variables function (Mastodon's page params) waits for the caller too.
    const home = await http().get('/api/v1/timelines/home?limit=many');
    expect(home.status).toBe(401);
    const homeBad = await http().get('/api/v1/timelines/home?limit=many').set('authorization', `Bearer ${readOnly}`);
    expect([homeBad.status, homeBad.body]).toEqual([
      400,
      { error: 'limit: Int cannot represent non-integer value: "many"' },
    ]);
    expect(await em().count(Status, {})).toBe(before);
  });

  it('takes only the legacy lower-case words, not the GraphQL enum names', async () => {
    const user = await makeUser(t);
    const token = await tokenFor(t, user, ['read', 'write']);
    const before = await em().count(Status, {});
    for (const [visibility, status] of [
      ['PUBLIC', 400],
      ['Public', 400],
      ['public', 200],
    ] as const) {
      const res = await http()
        .post('/api/v1/statuses')
        .set('authorization', `Bearer ${token}`)
        .send({ status: `in ${visibility}`, visibility });
      expect(res.status).toBe(status);
      if (status === 400)
        expect(res.body).toEqual({ error: `visibility: Value "${visibility}" does not exist in "Visibility" enum.` });
      else expect(res.body.visibility).toBe('public');
    }
    expect(await em().count(Status, {})).toBe(before + 1);
    // In a list too: an enum name among the words refuses the request.
    const types = await http()
      .get('/api/v1/notifications?types[]=mention&types[]=FAVOURITE')
      .set('authorization', `Bearer ${token}`);
    expect([types.status, types.body]).toEqual([400, { error: 'types: unknown notification type FAVOURITE' }]);
  });
});

describe('compileRoutes (the start-up checks)', () => {
  const row = (r: Partial<TextRow>): RouteRow =>
    withDocument({ method: 'GET', path: '/x', operation: '{ instance { title } }', ...r });

  it('accepts the real route table', () => {
    const compiled = compileRoutes(routes, schema, 'pleroma');
    expect(compiled.map((c) => `${c.row.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/apps',
        'POST /oauth/token',
        'POST /oauth/revoke',
        'GET /api/v1/accounts/verify_credentials',
        'GET /api/v1/instance',
        'GET /.well-known/nodeinfo',
        'GET /nodeinfo/2.0.json',
        'GET /api/pleroma/healthcheck',
        'POST /api/login',
      ]),
    );
  });

  it('fills {ns} with the namespace', () => {
    const [compiled] = compileRoutes([row({ path: '/api/{ns}/healthcheck' })], schema, 'social');
    expect(compiled.path).toBe('/api/social/healthcheck');
  });

  it('refuses a GET that runs a mutation', () => {
    expect(() =>
      compileRoutes(
        [row({ path: '/apps', operation: 'mutation { revokeToken(token: "a", clientId: "b", clientSecret: "c") }' })],
        schema,
        'pleroma',
      ),
    ).toThrow('GET /apps: GET may only run a query');
    expect(() =>
      compileRoutes(
        [
          row({
            method: 'POST',
            path: '/apps',
            operation: 'mutation { revokeToken(token: "a", clientId: "b", clientSecret: "c") }',
          }),
        ],
        schema,
        'pleroma',
      ),
    ).not.toThrow();
  });

  it('refuses a path parameter that is not a declared variable', () => {
    expect(() =>
      compileRoutes([row({ path: '/users/:id', operation: '{ instance { title } }' })], schema, 'pleroma'),
    ).toThrow('GET /users/:id: path parameter :id is not a declared variable');
    expect(() =>
      compileRoutes(
        [row({ path: '/users/:id/:other', operation: 'query U($id: ID) { account(id: $id) { nickname } }' })],
        schema,
        'pleroma',
      ),
    ).toThrow('path parameter :other is not a declared variable');
  });

  it("accepts a path parameter declared in camelCase, or read by the row's variables function", () => {
    expect(() =>
      compileRoutes(
        [row({ path: '/users/:user_id', operation: 'query U($userId: ID) { account(id: $userId) { nickname } }' })],
        schema,
        'pleroma',
      ),
    ).not.toThrow();
    expect(() =>
      compileRoutes(
        [
          row({
            path: '/users/:nick',
            operation: 'query U($n: String) { account(acct: $n) { nickname } }',
            variables: (p) => ({ n: p.nick }),
          }),
        ],
        schema,
        'pleroma',
      ),
    ).not.toThrow();
  });

  it('refuses two rows for the same method and path shape', () => {
    const byId = row({ path: '/users/:id', operation: 'query U($id: ID) { account(id: $id) { nickname } }' });
    const byNick = row({
      path: '/users/:nickname',
      operation: 'query U($nickname: String) { account(acct: $nickname) { nickname } }',
    });
    expect(() => compileRoutes([byId, byNick], schema, 'pleroma')).toThrow(
      'GET /users/:nickname: another route already serves this method and path',
    );
    expect(() => compileRoutes([row({}), row({})], schema, 'pleroma')).toThrow(
      'another route already serves this method and path',
    );
    expect(() =>
      compileRoutes(
        [
          byId,
          {
            ...byNick,
            method: 'DELETE' as const,
            operation: parse(
              'mutation D($nickname: String!) { revokeToken(token: $nickname, clientId: "", clientSecret: "") }',
            ),
          },
        ],
        schema,
        'pleroma',
      ),
    ).not.toThrow();
  });

  it('refuses an operation that does not validate against the schema, or holds more than one operation', () => {
    expect(() => compileRoutes([row({ operation: '{ instance { noSuchField } }' })], schema, 'pleroma')).toThrow(
      /GET \/x: Cannot query field "noSuchField"/,
    );
    expect(() =>
      compileRoutes(
        [row({ operation: 'query A { instance { title } } query B { instance { uri } }' })],
        schema,
        'pleroma',
      ),
    ).toThrow('GET /x: the document must hold exactly one operation');
    expect(() => compileRoutes([row({ operation: '{ instance { title ' })], schema, 'pleroma')).toThrow();
  });

  it('a router over a bad table fails to build', () => {
    expect(() => restRouter([row({ path: '/users/:id' })], schema, t.deps)).toThrow(
      'path parameter :id is not a declared variable',
    );
  });
});
