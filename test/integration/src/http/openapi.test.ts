import { describe, expect, it } from '@jest/globals';
import { validate, compileErrors } from '@readme/openapi-parser';
import { routes } from '../../../../rest-adapter/routes/index.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();

type Operation = {
  parameters: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, unknown>;
  security: Array<Record<string, string[]>>;
};
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

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

describe('GET /api/openapi/docs', () => {
  it('renders the document as one page that loads nothing else', async () => {
    const res = await t.http().get('/api/openapi/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<code>/api/v1/timelines/home</code>');
    expect(res.text).not.toMatch(/<script|src="http|href="http/);
  });
});
