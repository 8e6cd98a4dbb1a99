import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { GRAPHQL_LIMITS } from '../../../../src/graphql/limits.js';
import { NUL_MESSAGE } from '../../../../src/core/input-limits.js';
import { STATUS_FRAGMENT } from '../../../../rest-adapter/views/status.view.js';
import { useListeningApp } from '../../../support/streaming.js';

// Documents that would hold the event loop for seconds (aliases), or overflowed the stack (depth).
let ws: Client;
afterAll(async () => {
  await ws.dispose();
});
const t = useListeningApp();
beforeAll(async () => {
  ws = createClient({ url: `${t.wsBase}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
});

const aliased = (n: number, field: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join(' ');
const aliases = (n: number, field: (i: number) => string) => `query { ${aliased(n, field)} }`;
/** `status { reblog { reblog { … id } } }`: n + 2 levels. */
const deep = (n: number) => `query { status(id: "1") { reblog { ${'reblog { '.repeat(n)}id${' }'.repeat(n + 2)} }`;

// graphql-js's own wording (its parser stops at the limit), typo included.
const TOKENS = /Document contains more that 2000 tokens/;

const REFUSED: Array<[string, string, RegExp]> = [
  ['1,000 aliased status(id:)', aliases(1000, (i) => `status(id: "${i}") { id }`), TOKENS],
  [
    '1,000 aliases of publicTimeline(limit: 40)',
    aliases(1000, () => 'publicTimeline(limit: 40) { items { id content account { id } } }'),
    TOKENS,
  ],
  [
    '16 aliases (over the alias limit, within tokens)',
    aliases(16, (i) => `status(id: "${i}") { id }`),
    /Aliases limit of 15 exceeded/,
  ],
  ['depth 3,000', deep(3000), TOKENS],
  ['depth 14 (within tokens)', deep(12), /Query depth limit of 12 exceeded/],
  [
    '21 directives',
    `query { instance { ${Array.from({ length: 21 }, () => 'title @include(if: true)').join(' ')} } }`,
    /Directives limit of 20 exceeded/,
  ],
  [
    '13 pages of publicTimeline(limit: 40) (520 items)',
    aliases(13, () => 'publicTimeline(limit: 40) { items { id } }'),
    /Page items limit of 500 exceeded/,
  ],
  [
    '15 aliases of publicTimeline(limit: 40)',
    aliases(15, () => 'publicTimeline(limit: 40) { items { id content account { id acct } } }'),
    /Page items limit of 500 exceeded/,
  ],
  [
    'a page inside a page (20 + 20 × 40)',
    'query { publicTimeline(limit: 20) { items { id ...on Status { favouritedBy(limit: 40) { items { id } } } } } }',
    /Page items limit of 500 exceeded: the operation's pages ask for \d+ or more items/,
  ],
  ['a NUL in a literal', 'query { status(id: "\\u0000") { id } }', new RegExp(NUL_MESSAGE.replace(/[()\\]/g, '\\$&'))],
];

describe('POST /graphql limits', () => {
  it.each(REFUSED)('refuses %s with 400 and a message naming the limit', async (_label, query, message) => {
    const res = await t.http().post('/graphql').send({ query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors.map((e: { message: string }) => e.message).join('\n')).toMatch(message);
  });

  it('accepts two pages of 40 with the fields the REST routes select, and a variable page size as the largest page', async () => {
    const two = await t
      .http()
      .post('/graphql')
      .send({
        query: `query { ${aliased(2, () => 'publicTimeline(limit: 40) { items { ...MastodonStatus } }')} } ${print(STATUS_FRAGMENT)}`,
      });
    expect(two.body.errors).toBeUndefined();
    expect(two.status).toBe(200);
    const variable = await t
      .http()
      .post('/graphql')
      .send({
        query: `query($n: Int) { ${aliased(13, () => 'publicTimeline(limit: $n) { items { id } }')} }`,
        variables: { n: 1 },
      });
    expect(variable.status).toBe(400);
    expect(variable.body.errors[0].message).toMatch(/Page items limit of 500 exceeded/);
  });

  it('accepts the limits themselves: 15 aliases, introspection', async () => {
    const ok = await t
      .http()
      .post('/graphql')
      .send({ query: aliases(GRAPHQL_LIMITS.aliases, () => 'instance { title }') });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body.data)).toHaveLength(15);
    const introspection = await t.http().post('/graphql').send({
      query:
        'query { __schema { types { name fields { name type { name ofType { name ofType { name ofType { name ofType { name ofType { name ofType { name } } } } } } } } } } }',
    });
    expect(introspection.status).toBe(200);
  });

  it('refuses over GET as over POST', async () => {
    const res = await t
      .http()
      .get('/graphql')
      .query({ query: aliases(16, () => 'instance { title }') });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/Aliases limit of 15 exceeded/);
  });
});

describe('graphql-ws limits', () => {
  const run = (query: string, variables: Record<string, unknown> = {}) =>
    new Promise<{ data?: unknown; errors?: Array<{ message: string }> }>((resolve) => {
      ws.subscribe(
        { query, variables },
        {
          next: (r) => resolve(r as never),
          error: (e) => resolve({ errors: Array.isArray(e) ? e : [{ message: String((e as Error).message ?? e) }] }),
          complete: () => {},
        },
      );
    });

  it.each(REFUSED)('refuses %s with an error naming the limit', async (_label, query, message) => {
    const res = await run(query);
    expect(res.data).toBeUndefined();
    expect(res.errors!.map((e) => e.message).join('\n')).toMatch(message);
  });

  it('refuses a NUL byte in variables, and still runs a fine document', async () => {
    const nul = await run('query($id: ID!) { status(id: $id) { id } }', { id: '1\u0000' });
    expect(nul.errors![0].message).toBe(NUL_MESSAGE);
    const ok = await run('query { instance { title } }');
    expect(ok).toEqual({ data: { instance: { title: expect.any(String) } } });
  });
});
