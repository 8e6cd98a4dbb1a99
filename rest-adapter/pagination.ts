import type { Request } from 'express';
import type { Context } from '../src/graphql/context.js';

/**
 * A paginated route declares `$maxId: ID, $sinceId: ID, $minId: ID, $limit: Int` (filled from max_id, since_id,
 * min_id, limit), passes them on, and selects `pageInfo { startCursor endCursor }`, which its Link header is
 * made from.
 */
interface Cursors {
  pageInfo: { startCursor: string | number | null; endCursor: string | number | null };
}

const CURSOR_PARAMS = new Set(['max_id', 'min_id', 'since_id']);

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
