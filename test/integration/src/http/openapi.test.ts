import { describe, expect, it } from '@jest/globals';
import { validate, compileErrors } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import express from 'express';
import supertest from 'supertest';
import { OUTSIDE_TABLE } from '../../../../rest-adapter/openapi.js';
import { routes } from '../../../../rest-adapter/routes/index.js';
import { useTestApp } from '../../../support/app.js';
import { checkReplies } from '../../../support/reply-check.js';
import { makeAdmin, makeReport } from '../../../support/factories/report.factory.js';
import { makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';

const t = useTestApp();

type Operation = {
  parameters: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security: Array<Record<string, string[]>>;
  tags: string[];
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const fetchDoc = async (): Promise<Doc> => {
  const res = await t.http().get('/api/openapi');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.body as Doc;
};

describe('GET /api/openapi', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await fetchDoc();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.valid).toBe(true);
  });

  it('has every route of the table, by method and path', async () => {
    const doc = await fetchDoc();
    const missing = routes
      .map((r) => [r.method.toLowerCase(), r.path.replaceAll('{ns}', 'pleroma').replace(/:(\w+)/g, '{$1}')])
      .filter(([method, path]) => !doc.paths[path]?.[method])
      .map(([m, p]) => `${m} ${p}`);
    expect(missing).toEqual([]);
  });

  it('types path and query parameters from the GraphQL variables, with the scopes the rules ask for', async () => {
    const doc = await fetchDoc();
    const account = doc.paths['/api/v1/accounts/{id}'].get;
    expect(account.parameters).toContainEqual({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
    expect(account.security).toContainEqual({});
    const home = doc.paths['/api/v1/timelines/home'].get;
    expect(home.parameters).toContainEqual({
      name: 'limit',
      in: 'query',
      required: false,
      schema: { type: 'integer' },
    });
    // Mastodon's page params, not the Relay variables they fill.
    expect(home.parameters).toContainEqual({
      name: 'max_id',
      in: 'query',
      required: false,
      schema: { type: 'string' },
    });
    expect(home.parameters.map((p) => p.name)).not.toContain('first');
    // Ranked lists: the offset and limit their rows read, not the position cursors they fill.
    for (const path of ['/api/v2/search', '/api/v1/trends/tags']) {
      const names = doc.paths[path].get.parameters.map((p: { name: string }) => p.name);
      expect([path, ...names.filter((n: string) => ['offset', 'limit', 'first', 'after'].includes(n))]).toEqual([
        path,
        'offset',
        'limit',
      ]);
    }
    expect(home.parameters).toContainEqual(
      expect.objectContaining({
        name: 'exclude_visibilities[]',
        in: 'query',
        schema: expect.objectContaining({ type: 'array' }),
      }),
    );
    expect(home.security).toEqual([{ OAuth2: ['read:statuses'] }]);
    expect(home.responses).toHaveProperty('401');
    const users = doc.paths['/api/pleroma/admin/users'].get;
    expect(users.security).toEqual([{ OAuth2: ['admin:read'] }]);
    expect(users.responses).toHaveProperty('403');
  });

  it('describes request bodies as JSON and forms, multipart where the route takes files', async () => {
    const doc = await fetchDoc();
    const post = doc.paths['/api/v1/statuses'].post;
    expect(Object.keys(post.requestBody!.content)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(post.requestBody!.content['application/json'].schema.properties).toHaveProperty('status');
    const credentials = doc.paths['/api/v1/accounts/update_credentials'].patch;
    expect(Object.keys(credentials.requestBody!.content)).toContain('multipart/form-data');
  });
});

/**
 * Routes whose reply is documented as any JSON object, and why: the view passes on data whose keys it does not
 * own. Every other route names a precise schema.
 */
const OPEN_REPLIES: Record<string, string> = {
  'GET /api/{ns}/emoji/packs/remote': "another server's pack list, passed on as it answered",
  'GET /api/v1/{ns}/emoji/packs/remote': "another server's pack list, passed on as it answered",
};

const isOpen = (schema: unknown) => ['{}', '{"type":"object"}'].includes(JSON.stringify(schema));

describe('the documented replies', () => {
  it('names a reply schema on every route with a body; any JSON only on the listed passthroughs', () => {
    const key = (r: (typeof routes)[number]) => `${r.method} ${r.path}`;
    const withBody = routes.filter((r) => r.status !== 204 && !r.file);
    const vague = withBody.filter(
      (r) => ((r.reply === undefined && !r.replies) || isOpen(r.reply)) && !OPEN_REPLIES[key(r)],
    );
    expect(vague.map(key)).toEqual([]);
    // The list names open replies only: a route that gained a precise schema leaves it.
    const listed = withBody.filter((r) => OPEN_REPLIES[key(r)]);
    expect(listed.filter((r) => !isOpen(r.reply)).map(key)).toEqual([]);
    expect(listed).toHaveLength(Object.keys(OPEN_REPLIES).length);
    // File rows name their media type.
    expect(routes.filter((r) => r.file && !r.fileType).map(key)).toEqual([]);
  });

  it('has reply schemas that compile (JSON Schema 2020-12, the references resolved)', async () => {
    const doc = await fetchDoc();
    const ajv = new Ajv2020({ strict: false });
    formats.default(ajv);
    ajv.addSchema({ $id: DOC_ID, components: doc.components });
    const broken: string[] = [];
    const seen = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods))
        for (const [status, reply] of Object.entries(op.responses))
          for (const [type, { schema }] of Object.entries(reply.content ?? {}))
            try {
              const text = JSON.stringify(schema);
              if (!seen.has(text)) ajv.compile(refsInto(schema));
              seen.add(text);
            } catch (err) {
              broken.push(`${method} ${path} ${status} ${type}: ${(err as Error).message}`);
            }
    expect(broken).toEqual([]);
  });

  it('has a success reply and the error replies, {"error": string}, on every route', async () => {
    const doc = await fetchDoc();
    const wrong: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        if (op.tags.includes(OUTSIDE_TABLE)) continue;
        const statuses = Object.keys(op.responses);
        if (!statuses.some((s) => s.startsWith('2'))) wrong.push(`${method} ${path}: no 2xx`);
        for (const status of ['400', '404'])
          if (!op.responses[status]?.content?.['application/json']) wrong.push(`${method} ${path}: no ${status}`);
      }
    expect(wrong).toEqual([]);
    expect(doc.components.schemas.Error).toEqual({
      type: 'object',
      properties: { error: { type: 'string' } },
      required: ['error'],
    });
    // The paths outside the table declare their media types: pages, archives, the streaming API.
    const outside = (path: string, method = 'get') => doc.paths[path][method];
    expect(Object.keys(outside('/api/v1/streaming').responses)).toContain('101');
    expect(outside('/api/v1/streaming/{stream}').responses['200'].content).toHaveProperty('text/event-stream');
    expect(outside('/oauth/authorize', 'post').responses).toHaveProperty('302');
    expect(outside('/oauth/authorize').responses['200'].content).toHaveProperty('text/html');
    expect(outside('/backups/{name}').responses['200'].content).toHaveProperty('application/zip');
    expect(doc.paths['/api/pleroma/emoji/packs/archive'].get.responses['200'].content).toHaveProperty(
      'application/zip',
    );
    expect(doc.paths['/api/pleroma/admin/instance_document/{name}'].get.responses['200'].content).toHaveProperty(
      'text/html',
    );
    expect(doc.paths['/api/v1/statuses/{id}'].get.responses['404'].content!['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });

  it('names the entities of the views in components.schemas and refers to them', async () => {
    const doc = await fetchDoc();
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Account', 'AdminReport', 'Instance', 'Notification', 'Relationship', 'Status']),
    );
    const schemaOf = (path: string, method = 'get') =>
      doc.paths[path][method].responses['200'].content!['application/json'].schema;
    expect(schemaOf('/api/v1/accounts/{id}')).toEqual({ $ref: '#/components/schemas/Account' });
    expect(schemaOf('/api/v1/timelines/home')).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Status' },
    });
  });

  it('matches the real replies: account, status, relationship, notification, instance, an admin report page', async () => {
    const doc = await fetchDoc();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    formats.default(ajv);
    ajv.addSchema({ $id: DOC_ID, components: doc.components });
    const check = (path: string, method: string, body: unknown) => {
      const schema = doc.paths[path][method].responses['200'].content!['application/json'].schema;
      const valid = ajv.validate(refsInto(schema), body);
      if (!valid) throw new Error(`${method} ${path}: ${ajv.errorsText(ajv.errors)}`);
    };

    const alice = await makeUser(t, { nickname: 'schema_alice' });
    const bob = await makeUser(t, { nickname: 'schema_bob' });
    const aliceToken = await tokenFor(t, alice);
    const bobToken = await tokenFor(t, bob);
    const status = await makeStatus(t, alice, 'hello @schema_bob');
    const as = (token: string) => ({ Authorization: `Bearer ${token}` });

    const account = await t.http().get(`/api/v1/accounts/${alice.id}`).expect(200);
    check('/api/v1/accounts/{id}', 'get', account.body);
    const shown = await t.http().get(`/api/v1/statuses/${status.id}`).set(as(bobToken)).expect(200);
    check('/api/v1/statuses/{id}', 'get', shown.body);
    const followed = await t.http().post(`/api/v1/accounts/${alice.id}/follow`).set(as(bobToken)).expect(200);
    check('/api/v1/accounts/{id}/follow', 'post', followed.body);
    const reblogged = await t.http().post(`/api/v1/statuses/${status.id}/reblog`).set(as(bobToken)).expect(200);
    check('/api/v1/statuses/{id}/reblog', 'post', reblogged.body);
    const home = await t.http().get('/api/v1/timelines/home').set(as(bobToken)).expect(200);
    expect(home.body.length).toBeGreaterThan(0);
    check('/api/v1/timelines/home', 'get', home.body);
    const notifications = await t.http().get('/api/v1/notifications').set(as(aliceToken)).expect(200);
    expect(notifications.body.length).toBeGreaterThan(0);
    check('/api/v1/notifications', 'get', notifications.body);
    check('/api/v1/instance', 'get', (await t.http().get('/api/v1/instance').expect(200)).body);
    check('/api/v2/instance', 'get', (await t.http().get('/api/v2/instance').expect(200)).body);

    const admin = await makeAdmin(t);
    await makeReport(t, { actor: bob, account: alice, statuses: [status] });
    const reports = await t.http().get('/api/pleroma/admin/reports').set(as(admin.token)).expect(200);
    expect(reports.body.total).toBeGreaterThan(0);
    check('/api/pleroma/admin/reports', 'get', reports.body);

    // A reply that drifts from its schema fails the check.
    const { id: _id, ...withoutId } = account.body as Record<string, unknown>;
    expect(() => check('/api/v1/accounts/{id}', 'get', withoutId)).toThrow(/must have required property 'id'/);
  });
});

const DOC_ID = 'https://fedigraph.test/openapi';

/** The schema with its `#/components/...` references pointed at the document registered as DOC_ID. */
function refsInto(schema: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOC_ID}#/components/`)) as Record<
    string,
    unknown
  >;
}

describe('GET /api/openapi/docs', () => {
  it('renders the document as one page that loads nothing else', async () => {
    const res = await t.http().get('/api/openapi/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<code>/api/v1/timelines/home</code>');
    expect(res.text).not.toMatch(/<script|src="http|href="http/);
  });
});

describe('the reply check of the test helper (test/support/reply-check.ts)', () => {
  const doc = {
    paths: {
      '/api/v1/things/{id}': {
        get: {
          responses: {
            '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
            '404': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
          },
        },
      },
    },
    components: {
      schemas: {
        Thing: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        Error: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] },
      },
    },
  };
  const app = express();
  app.get('/api/openapi', (_req, res) => void res.json(doc));
  app.get('/api/v1/things/:id', (req, res) => {
    if (req.params.id === 'good') res.json({ id: 'good' });
    else if (req.params.id === 'created') res.status(201).json({ id: 'created' });
    else if (req.params.id === 'missing') res.status(404).json({ message: 'no error key' });
    else res.json({ name: 'no id' });
  });
  const http = async () => supertest.agent(app).use(await checkReplies(app));

  it('passes a reply that matches the schema of its status', async () => {
    await (await http()).get('/api/v1/things/good').expect(200);
  });

  it('fails a reply that drifts from its schema, an error body that drifts, and an undocumented 2xx', async () => {
    await expect((await http()).get('/api/v1/things/bad').expect(200)).rejects.toThrow(
      /GET \/api\/v1\/things\/\{id\} 200: the reply does not match its schema: data must have required property 'id'/,
    );
    await expect((await http()).get('/api/v1/things/missing')).rejects.toThrow(/must have required property 'error'/);
    await expect((await http()).get('/api/v1/things/created')).rejects.toThrow(/the document lists no such status/);
  });

  it("reports the test's own failed expectation first", async () => {
    await expect((await http()).get('/api/v1/things/bad').expect(404)).rejects.toThrow(
      /expected 404 "Not Found", got 200/,
    );
  });
});
