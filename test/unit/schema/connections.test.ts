import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isObjectType, type GraphQLField, type GraphQLObjectType } from 'graphql';

/**
 * docs/graphql.md#pagination, read from schema/schema.graphql: every list that pages is a Relay connection
 * (`edges { cursor node }`, `nodes`, `pageInfo { startCursor endCursor hasNextPage hasPreviousPage }`) taking
 * `first`, `after`, `last` and `before`, so that Apollo's relayStylePagination and graphcache's relayPagination
 * page it unchanged.
 */
const schema = buildSchema(readFileSync(new URL('../../../schema/schema.graphql', import.meta.url), 'utf8'));

/** Arguments that page a list, in any of the styles the API has known. */
const PAGING_ARGS = new Set(['first', 'after', 'last', 'before', 'limit', 'offset', 'page', 'pageSize', 'count']);
const PAGING_ARGS_ALSO = new Set(['maxId', 'sinceId', 'minId']);

/** Fields with paging arguments that are not a list of ours, each with why. */
const NOT_LISTS = new Map([
  ['Mutation.markNotificationsRead', 'maxId bounds what is marked read; it answers the marked notifications'],
  ['Query.adminRemoteEmojiPacks', "another instance's pack listing, relayed as it answers"],
  ['Query.emojiPack', "one pack; page and pageSize page its files as Pleroma's pack API does"],
]);

const objectTypes = () =>
  Object.values(schema.getTypeMap()).filter((t): t is GraphQLObjectType => isObjectType(t) && !t.name.startsWith('__'));

function pagedFields(): [string, GraphQLField<unknown, unknown>][] {
  return objectTypes().flatMap((t) =>
    Object.values(t.getFields())
      .filter((f) => f.args.some((a) => PAGING_ARGS.has(a.name) || PAGING_ARGS_ALSO.has(a.name)))
      .map((f): [string, GraphQLField<unknown, unknown>] => [`${t.name}.${f.name}`, f]),
  );
}

const typeOf = (type: GraphQLObjectType, field: string) => String(type.getFields()[field]?.type ?? 'missing');

/** What a connection type lacks, as `Type.field: found, not wanted`. */
function connectionProblems(type: GraphQLObjectType): string[] {
  const edges = getNamedType(type.getFields().edges?.type);
  const node = isObjectType(edges) ? getNamedType(edges.getFields().node?.type) : undefined;
  const wanted: [GraphQLObjectType, string, string][] = [
    [type, 'edges', `[${edges?.name ?? '?'}!]!`],
    [type, 'nodes', `[${node?.name ?? '?'}!]!`],
    [type, 'pageInfo', 'PageInfo!'],
  ];
  if (isObjectType(edges)) wanted.push([edges, 'cursor', 'String!'], [edges, 'node', `${node?.name ?? '?'}!`]);
  return wanted
    .filter(([t, field, want]) => typeOf(t, field) !== want)
    .map(([t, field, want]) => `${t.name}.${field}: ${typeOf(t, field)}, not ${want}`);
}

describe('pagination: Relay connections', () => {
  it('every field that takes paging arguments returns a connection and takes first, after, last and before', () => {
    const wrong = pagedFields()
      .filter(([name]) => !NOT_LISTS.has(name))
      .flatMap(([name, field]) => {
        const type = getNamedType(field.type);
        if (!isObjectType(type) || !type.getFields().edges) return [`${name}: returns ${String(field.type)}`];
        const args = new Map(field.args.map((a) => [a.name, String(a.type)]));
        const relay = Object.entries({ first: 'Int', after: 'String', last: 'Int', before: 'String' })
          .filter(([arg, want]) => args.get(arg) !== want)
          .map(([arg, want]) => `${name}(${arg}): ${args.get(arg) ?? 'missing'}, not ${want}`);
        const other = field.args
          .filter((a) => PAGING_ARGS_ALSO.has(a.name) || ['limit', 'offset', 'count'].includes(a.name))
          .map((a) => `${name}(${a.name}): a paging argument of another style`);
        return [...relay, ...other, ...connectionProblems(type).map((p) => `${name} -> ${p}`)];
      });
    expect(wrong).toEqual([]);
  });

  it('every connection type (one with edges) has the standard fields, and PageInfo has Relay’s four', () => {
    const wrong = objectTypes()
      .filter((t) => t.getFields().edges)
      .flatMap(connectionProblems);
    expect(wrong).toEqual([]);
    const pageInfo = schema.getType('PageInfo') as GraphQLObjectType;
    expect(Object.fromEntries(Object.values(pageInfo.getFields()).map((f) => [f.name, String(f.type)]))).toEqual({
      startCursor: 'String',
      endCursor: 'String',
      hasNextPage: 'Boolean!',
      hasPreviousPage: 'Boolean!',
    });
  });

  it('its exception list names only fields that exist and still take paging arguments', () => {
    const paged = new Set(pagedFields().map(([name]) => name));
    expect([...NOT_LISTS.keys()].filter((name) => !paged.has(name))).toEqual([]);
  });
});
