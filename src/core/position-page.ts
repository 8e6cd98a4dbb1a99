import { BadInputError } from './errors.js';
import { pageOf, type Page, type PageArgs } from './pagination.js';

/**
 * Position cursors, for lists ranked afresh on each request (trends, suggestions, the directory by activity):
 * an item's cursor is its place in the ranking (0 for the top), opaque to clients. The ranking may shift
 * between two requests, so a page after a cursor may repeat or skip an item that moved; docs/graphql.md tells it.
 * - `first: n` (or the default size), `after: c`: the n items ranked below `c`;
 * - `last: n, before: c`: the n items just above `c`; `last` needs `before` (the ranking's end is not counted);
 * - `after` and `before` together bound both ends.
 */
export interface PositionWindow {
  /** Items to skip from the top of the ranking. */
  offset: number;
  /** Items in the page, at most. */
  size: number;
  /** Rows to fetch from `offset`: the page and one more when another may follow. */
  limit: number;
  /** The page was taken from its end (`last`): `hasPreviousPage` is known, not `hasNextPage`. */
  fromEnd: boolean;
  /** Where the window starts (after `after`): items above `offset` and below it are a previous page. */
  start: number;
}

const PREFIX = 'position:';

export const positionCursor = (position: number): string => Buffer.from(`${PREFIX}${position}`).toString('base64url');

function position(name: string, cursor: string | null | undefined): number | null {
  if (cursor == null) return null;
  const text = Buffer.from(cursor, 'base64url').toString();
  const n = text.startsWith(PREFIX) ? Number(text.slice(PREFIX.length)) : NaN;
  if (!Number.isSafeInteger(n) || n < 0 || positionCursor(n) !== cursor)
    throw new BadInputError(`${name}: not a cursor of this list`);
  return n;
}

function count(name: string, value: number | null | undefined): number | null {
  if (value == null) return null;
  if (!Number.isInteger(value) || value < 1) throw new BadInputError(`${name}: must be a positive integer`);
  return value;
}

export function positionWindow(args: PageArgs, maxSize: number, defaultSize: number): PositionWindow {
  const first = count('first', args.first);
  const last = count('last', args.last);
  if (first != null && last != null) throw new BadInputError('first, last: give one of them');
  const after = position('after', args.after);
  const before = position('before', args.before);
  const start = after == null ? 0 : after + 1;
  const end = before ?? Infinity;
  const size = Math.min(first ?? last ?? defaultSize, maxSize);
  if (last != null) {
    if (before == null) throw new BadInputError('last: give before with it');
    const offset = Math.max(start, end - size);
    return { offset, size, limit: Math.max(end - offset, 0), fromEnd: true, start };
  }
  const limit = Math.max(Math.min(size + 1, end - start), 0);
  return { offset: start, size, limit, fromEnd: false, start };
}

/** The rows fetched for the window (at most `limit`, from `offset`) as a page with their position cursors. */
export function positionPage<T>(rows: T[], w: PositionWindow): Page<T> {
  const items = rows.slice(0, w.size);
  const cursors = items.map((_, i) => positionCursor(w.offset + i));
  return pageOf(items, cursors, !w.fromEnd && rows.length > w.size, w.fromEnd && w.offset > w.start);
}

/** An in-memory ranking, paged by position. */
export const positionSlice = <T>(ranking: T[], w: PositionWindow): Page<T> =>
  positionPage(ranking.slice(w.offset, w.offset + w.limit), w);
