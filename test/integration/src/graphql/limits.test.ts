import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { GRAPHQL_LIMITS } from '../../../../src/graphql/limits.js';
import { NUL_MESSAGE } from '../../../../src/core/input-limits.js';
import { STATUS_FRAGMENT } from '../../../../rest-adapter/views/status.view.js';
import { useListeningApp } from '../../../support/streaming.js';

// Documents that would hold the event loop for seconds (aliases), or overflow the stack (depth).
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

/** The first error of a refusal: QUERY_TOO_COMPLEX with the rule, its limit and (when counted) the value reached. */
const tooComplex = (message: string, rule: string, limit: number, value?: number, locations?: unknown) => ({
  message,
  ...(locations ? { locations } : {}),
  extensions: { code: 'QUERY_TOO_COMPLEX', rule, limit, ...(value === undefined ? {} : { value }) },
});
// The parser stops counting at the limit (located where it stopped): no value.
const tokens = (column: number) =>
  tooComplex('Token limit of 2000 exceeded.', 'tokens', 2000, undefined, [{ line: 1, column }]);
// Pages asking for more items than the limit: the sum counted so far, located at the operation.
const pageItems = (asked: number) =>
  tooComplex(
    `Page items limit of 500 exceeded: the operation's pages ask for ${asked} or more items`,
    'pageItems',
    500,
    asked,
    [{ line: 1, column: 1 }],
  );
const SCALARS =
  'id text content spoilerText sensitive language local createdAt uri url editedAt pinnedAt bookmarked pinned inReplyToId inReplyToAccountId parentVisible conversationId directConversationId favouritesCount';

const REFUSED: Array<[string, string, object]> = [
  ['1,000 aliased status(id:)', aliases(1000, (i) => `status(id: "${i}") { id }`), tokens(5422)],
  [
    '1,000 aliases of publicTimeline(first: 40)',
    aliases(1000, () => 'publicTimeline(first: 40) { nodes { id content account { id } } }'),
    tokens(7479),
  ],
  [
    '16 aliases (over the alias limit, within tokens)',
    aliases(16, (i) => `status(id: "${i}") { id }`),
    tooComplex('Aliases limit of 15 exceeded, found 16.', 'aliases', 15, 16),
  ],
  ['depth 3,000', deep(3000), tokens(8989)],
  ['depth 17 (within tokens)', deep(14), tooComplex('Query depth limit of 16 exceeded, found 17.', 'depth', 16, 17)],
  [
    '21 directives',
    `query { instance { ${Array.from({ length: 21 }, () => 'title @include(if: true)').join(' ')} } }`,
    tooComplex('Directives limit of 20 exceeded, found 21.', 'directives', 20, 21),
  ],
  [
    'a cost over 80,000',
    aliases(15, () => `status(id: "1") { ${'reblog { '.repeat(13)}${SCALARS}${' }'.repeat(13)} }`),
    tooComplex('Query Cost limit of 80000 exceeded, found 105034.53369140625.', 'cost', 80000, 105034.53369140625),
  ],
  [
    '13 pages of publicTimeline(first: 40) (520 items)',
    aliases(13, () => 'publicTimeline(first: 40) { nodes { id } }'),
    pageItems(520),
  ],
  [
    '15 aliases of publicTimeline(first: 40)',
    aliases(15, () => 'publicTimeline(first: 40) { nodes { id content account { id acct } } }'),
    pageItems(520),
  ],
  [
    'a page inside a page (20 + 20 × 40)',
    'query { publicTimeline(first: 20) { nodes { id ...on Status { favouritedBy(first: 40) { nodes { id } } } } } }',
    pageItems(820),
  ],
  [
    'a NUL in a literal',
    'query { status(id: "\\u0000") { id } }',
    { message: NUL_MESSAGE, locations: [{ line: 1, column: 20 }], extensions: { code: 'BAD_USER_INPUT' } },
  ],
];

describe('POST /graphql limits', () => {
  it.each(REFUSED)('refuses %s with 400 and the limit', async (_label, query, error) => {
    const res = await t.http().post('/graphql').send({ query });
    expect({ status: res.status, error: res.body.errors[0] }).toEqual({ status: 400, error });
  });

  it('accepts two pages of 40 with the fields the REST routes select, and a variable page size as the largest page', async () => {
    const two = await t
      .http()
      .post('/graphql')
      .send({
        query: `query { ${aliased(2, () => 'publicTimeline(first: 40) { nodes { ...MastodonStatus } }')} } ${print(STATUS_FRAGMENT)}`,
      });
    expect(two.body.errors).toBeUndefined();
    expect(two.status).toBe(200);
    const variable = await t
      .http()
      .post('/graphql')
      .send({
        query: `query($n: Int) { ${aliased(13, () => 'publicTimeline(first: $n) { nodes { id } }')} }`,
        variables: { n: 1 },
      });
    expect({ status: variable.status, body: variable.body }).toEqual({
      status: 400,
      body: {
        errors: [
          tooComplex(
            "Page items limit of 500 exceeded: the operation's pages ask for 520 or more items",
            'pageItems',
            500,
            520,
            [{ line: 1, column: 1 }],
          ),
        ],
      },
    });
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
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { errors: [tooComplex('Aliases limit of 15 exceeded, found 16.', 'aliases', 15, 16)] },
    });
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

  it.each(REFUSED)('refuses %s with the limit', async (_label, query, error) => {
    const res = await run(query);
    expect(res.data).toBeUndefined();
    expect(res.errors![0]).toEqual(error);
  });

  it('refuses a NUL byte in variables, and still runs a fine document', async () => {
    const nul = await run('query($id: ID!) { status(id: $id) { id } }', { id: '1\u0000' });
    expect(nul.errors![0].message).toBe(NUL_MESSAGE);
    const ok = await run('query { instance { title } }');
    expect(ok).toEqual({ data: { instance: { title: expect.any(String) } } });
  });
});
