import type { Request } from 'express';
import { GraphQLID, GraphQLInt, Kind, type GraphQLScalarType } from 'graphql';
import { BadInputError } from '../src/core/errors.js';
import { idBound } from '../src/core/ids.js';
import { positionCursor } from '../src/core/position-page.js';
import type { Context } from '../src/graphql/context.js';
import { coerce } from './params.js';
import type { RouteRow } from './types.js';

/**
 * A paginated route declares `$after: String, $before: String, $first: Int, $last: Int`, passes them to the
 * list's connection, takes `variables: keysetVariables` (Mastodon's params turned into them) and selects
 * `pageInfo { startCursor endCursor }`, which its Link header is made from.
 */
interface Cursors {
  pageInfo: { startCursor: string | number | null; endCursor: string | number | null };
}

const CURSOR_PARAMS = new Set(['max_id', 'min_id', 'since_id']);

const INT = { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'Int' } } as const;

/** A param read as GraphQL would read its variable, refused in the same words (`limit: Int cannot represent...`). */
function scalarParam(name: string, value: unknown, scalar: GraphQLScalarType): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  try {
    return scalar.parseValue(value);
  } catch (err) {
    throw new BadInputError(`${name}: ${(err as Error).message}`);
  }
}

/**
 * An integer param refused in GraphQL's `Int` words (`id: Int cannot represent non-integer value: "x"`), for
 * Pleroma's integer ids, which the schema declares as `ID`.
 */
export const intParam = (name: string, value: unknown) =>
  scalarParam(name, coerce(value, INT), GraphQLInt) as number | undefined;

/**
 * Mastodon's page params as the Relay arguments of a connection: `max_id` is `after`; `since_id` is `before`
 * with `first` (the newest items above it); `min_id` is `before` with `last` (the items just above it), the
 * larger of the two when both are given; `limit` is `first` or `last`, at least 1 as Mastodon reads it.
 */
export const keysetVariables: NonNullable<RouteRow['variables']> = (params, _req, fill) => {
  const maxId = scalarParam('max_id', params.max_id, GraphQLID);
  const sinceId = scalarParam('since_id', params.since_id, GraphQLID);
  const minId = scalarParam('min_id', params.min_id, GraphQLID);
  const limit = intParam('limit', params.limit);
  idBound('max_id', maxId);
  const since = idBound('since_id', sinceId);
  const min = idBound('min_id', minId);
  const backward = min != null;
  const size = limit === undefined ? undefined : Math.max(limit, 1);
  return fill({
    ...params,
    after: maxId,
    before: backward ? String(Math.max(min, since ?? 0)) : sinceId,
    first: backward ? undefined : size,
    last: backward ? size : undefined,
  });
};

/**
 * Mastodon's `offset` and `limit` over a ranked list as the Relay arguments of its position-cursor connection
 * (src/core/position-page.ts): `offset` n is `after` the cursor of position n - 1, `limit` is `first`; both
 * refused in the words the REST API has always used.
 */
export const offsetVariables: NonNullable<RouteRow['variables']> = (params, _req, fill) => {
  const offset = scalarParam('offset', coerce(params.offset, INT), GraphQLInt) as number | undefined;
  const limit = scalarParam('limit', coerce(params.limit, INT), GraphQLInt) as number | undefined;
  if (offset !== undefined && offset < 0) throw new BadInputError('offset: must be 0 or more');
  if (limit !== undefined && limit < 1) throw new BadInputError('limit: must be a positive integer');
  return fill({ ...params, after: offset ? positionCursor(offset - 1) : undefined, first: limit });
};

/**
 * The variables functions that read `offset` and `limit` into Relay's `after` and `first` (`offsetVariables`, and
 * those built on it): the OpenAPI document lists those params for their rows, not the variables.
 */
export const offsetStyle = new WeakSet<NonNullable<RouteRow['variables']>>([offsetVariables]);

/**
 * Mastodon's Link header for a page: `next` (older, `max_id` = the last item's cursor) and `prev` (newer,
 * `min_id` = the first item's cursor), absolute URLs keeping the request's other query parameters.
 * No header for an empty page.
 */
export function linkHeader(
  pageInfo: { startCursor: string | number | null; endCursor: string | number | null },
  ctx: Context,
  req: Request,
): Record<string, string> {
  if (pageInfo.endCursor == null || pageInfo.startCursor == null) return {};
  const kept = new URLSearchParams();
  for (const [key, value] of Object.entries(req.query ?? {})) {
    if (CURSOR_PARAMS.has(key) || key === 'access_token') continue;
    for (const v of [value].flat()) if (typeof v === 'string') kept.append(key, v);
  }
  const url = (param: string, cursor: string | number) => {
    const query = new URLSearchParams(kept);
    query.set(param, String(cursor));
    return `${ctx.deps.config.publicUrl}${req.baseUrl}${req.path}?${query}`;
  };
  return {
    Link: `<${url('max_id', pageInfo.endCursor)}>; rel="next", <${url('min_id', pageInfo.startCursor)}>; rel="prev"`,
  };
}

/** A route's `headers` for a page found in the data at `pick`. */
export const paginated =
  <TData>(pick: (data: TData) => Cursors) =>
  (data: TData, ctx: Context, req: Request) =>
    linkHeader(pick(data).pageInfo, ctx, req);
