import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type GraphQLField,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { routes } from '../../rest-adapter/routes/index.js';
import { makeUser, tokenFor } from '../support/factories/user.factory.js';
import { useTestApp } from '../support/app.js';

// No input answers 500. Every row of the route table and every root GraphQL field is sent generated
// bad input, as an admin (so the input gets past the permission checks); nothing may answer 5xx and the server
// must be healthy afterwards. Derived from the table and the schema: new rows and fields are covered as they come.
const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await tokenFor(t, await makeUser(t, { isAdmin: true }), ['read', 'write', 'follow', 'push', 'admin']);
});

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });
/** Bad values of every kind; each row gets a few of them in turn, so the whole run stays short. */
const BAD_VALUES: Array<[string, unknown]> = [
  ['NUL byte', 'a\u0000b'],
  ['object', { a: 1 }],
  ['array', ['x', 1]],
  ['boolean', true],
  ['huge number', 1e308],
  ['negative number', -1],
  ['huge integer text', '99999999999999999999999'],
  ['negative text', '-5'],
  ['path traversal', '../../../etc/passwd'],
  ['unicode', '\u202e💥\uD800\uFFFF'],
  ['empty', ''],
  ['deep JSON', deep(40)],
  ['1 MB string', 'x'.repeat(1_000_000)],
];
const pick = (i: number, n = 4) => Array.from({ length: n }, (_, k) => BAD_VALUES[(i * n + k) % BAD_VALUES.length]);
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDFFF]/g, (c, i: number) =>
    /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(s.slice(i - 1, i + 1)) ||
    /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(s.slice(i, i + 2))
      ? c
      : '\uFFFD',
  );
// A lone surrogate cannot travel in a URL: the path and query get its well-formed form (the body keeps it).
const pathValue = (v: unknown) =>
  encodeURIComponent(wellFormed(typeof v === 'string' ? v.slice(0, 2000) : JSON.stringify(v)));

function restRequests(): Array<[string, string, string, unknown]> {
  const requests: Array<[string, string, string, unknown]> = [];
  routes.forEach((row, i) => {
    const operation = row.operation.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    )!;
    const names = [
      ...new Set([
        ...(operation.variableDefinitions ?? []).map((d) => snake(d.variable.name.value)),
        ...[...row.path.matchAll(/:(\w+)/g)].map((m) => m[1]),
      ]),
    ];
    for (const [label, value] of pick(i, 3)) {
      const path = row.path.replaceAll('{ns}', 'pleroma').replace(/:(\w+)/g, () => pathValue(value));
      requests.push([
        `${row.method} ${row.path} with ${label}`,
        row.method,
        path,
        Object.fromEntries(names.map((n) => [n, value])),
      ]);
    }
  });
  return requests;
}

describe('fuzz: every REST route', () => {
  it('answers generated bad input with no 5xx', async () => {
    const failures: string[] = [];
    for (const [label, method, path, params] of restRequests()) {
      let req = t.http()[method.toLowerCase() as 'get'](path).set('authorization', `Bearer ${token}`);
      if (method === 'GET') {
        const query = Object.entries(params as Record<string, unknown>)
          .map(([k, v]) => `${k}=${pathValue(v)}`)
          .join('&');
        req = t
          .http()
          .get(`${path}?${query.slice(0, 100_000)}`)
          .set('authorization', `Bearer ${token}`);
      } else {
        req = req.send(params as object);
      }
      const res = await req;
      if (res.status >= 500) failures.push(`${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect((await t.http().get('/api/pleroma/healthcheck')).status).toBe(200);
  }, 600_000);
});

/** A variable value of `type` made from `value` where the type is a list or an input object (to get past coercion). */
function shaped(type: GraphQLInputType, value: unknown, depth = 0): unknown {
  if (isNonNullType(type)) return shaped(type.ofType, value, depth);
  if (isListType(type)) return [shaped(type.ofType, value, depth)];
  if (isInputObjectType(type) && depth < 3)
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, shaped(f.type, value, depth + 1)]));
  if (isEnumType(type) || (isScalarType(type) && ['Boolean', 'Upload'].includes(type.name))) return null;
  return value;
}

describe('fuzz: every root GraphQL field', () => {
  it('answers generated bad variables with no 5xx and no INTERNAL error', async () => {
    const { schema } = await import('../../src/graphql/schema.js').then((m) => m.buildAppSchema());
    const failures: string[] = [];
    const roots = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const;
    let i = 0;
    for (const [kind, type] of roots) {
      for (const field of Object.values(type?.getFields() ?? {}) as GraphQLField<unknown, unknown>[]) {
        const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
        const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
        const selection =
          isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';
        const query = `${kind}${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
        for (const [label, value] of pick(i++, 2)) {
          const variables = Object.fromEntries(field.args.map((a) => [a.name, shaped(a.type, value)]));
          const res = await t
            .http()
            .post('/graphql')
            .set('authorization', `Bearer ${token}`)
            .send({ query, variables });
          const internal = (res.body.errors ?? []).filter(
            (e: { extensions?: { code?: string } }) => e.extensions?.code === 'INTERNAL',
          );
          if (res.status >= 500 || internal.length)
            failures.push(`${field.name} with ${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect((await t.http().get('/api/pleroma/healthcheck')).status).toBe(200);
  }, 600_000);
});
