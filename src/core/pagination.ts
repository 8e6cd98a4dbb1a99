import { BadInputError } from './errors.js';
import { idBound } from './ids.js';
import { snakeCase } from './names.js';

/**
 * Keyset pagination over an increasing integer cursor (a status id, a notification id, a favourite id...),
 * shared by every list, newest first. GraphQL asks with Relay's arguments, the REST API with Mastodon's; both
 * come down to one window:
 * - `after` / `max_id`: older than the cursor;
 * - `before` with `first` / `since_id`: newer than the cursor, the newest first;
 * - `before` with `last` / `min_id`: the items just newer than the cursor (the page above it);
 * - `first` or `last` / `limit`: the page size.
 */
export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 40;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  /** Mastodon's names, for callers other than GraphQL (the REST adapter passes Relay's). */
  maxId?: string | number | null;
  sinceId?: string | number | null;
  minId?: string | number | null;
  limit?: number | null;
}

/** The arguments checked and the page size clamped to 1..max. */
export interface PageWindow {
  maxId: number | null;
  sinceId: number | null;
  minId: number | null;
  /** The page size. */
  size: number;
  /** Rows to fetch: the page size and one more, whose presence says that another page follows. */
  limit: number;
}

export interface PageInfo {
  /** The cursor of the first (newest) item: `before` (`min_id`) for the page above. */
  startCursor: string | null;
  /** The cursor of the last (oldest) item: `after` (`max_id`) for the next page. */
  endCursor: string | null;
  /** Older items follow the last one (known when paging forward, with `first`; false otherwise). */
  hasNextPage: boolean;
  /** Newer items precede the first one (known when paging backward, with `last`; false otherwise). */
  hasPreviousPage: boolean;
}

/** A page of a keyset list: its items newest first, each one's cursor at the same index. */
export interface Page<T> {
  items: T[];
  cursors: string[];
  pageInfo: PageInfo;
}

const cursor = (name: string, value: string | number | null | undefined): number | null =>
  idBound(snakeCase(name), value);

/** Relay's `first` or `last`: at least 1 (a larger one than the list allows is clamped, as Mastodon's `limit`). */
function relayCount(name: string, value: number | null | undefined): number | null {
  if (value == null) return null;
  if (!Number.isInteger(value) || value < 1) throw new BadInputError(`${name}: must be a positive integer`);
  return value;
}

export function pageWindow(args: PageArgs, maxLimit = MAX_PAGE_LIMIT, defaultLimit = DEFAULT_PAGE_LIMIT): PageWindow {
  const first = relayCount('first', args.first);
  const last = relayCount('last', args.last);
  if (first != null && last != null) throw new BadInputError('first, last: give one of them');
  const before = cursor('before', args.before);
  const asked = first ?? last ?? args.limit;
  const size = asked == null ? defaultLimit : Math.min(Math.max(Math.trunc(asked), 1), maxLimit);
  return {
    maxId: cursor('after', args.after) ?? cursor('maxId', args.maxId),
    sinceId: last == null && before != null ? before : cursor('sinceId', args.sinceId),
    minId: last != null && before != null ? before : cursor('minId', args.minId),
    size,
    limit: size + 1,
  };
}

/**
 * The SQL condition and order for a window over `column`. With `min_id` the rows just above it come first
 * (ascending); `toPage` turns them back to newest first.
 */
export function keysetSql(column: string, w: PageWindow): { sql: string; params: number[]; order: 'asc' | 'desc' } {
  const parts: string[] = [];
  const params: number[] = [];
  if (w.maxId != null) {
    parts.push(`${column} < ?`);
    params.push(w.maxId);
  }
  if (w.sinceId != null) {
    parts.push(`${column} > ?`);
    params.push(w.sinceId);
  }
  if (w.minId != null) {
    parts.push(`${column} > ?`);
    params.push(w.minId);
  }
  return { sql: parts.length ? parts.join(' and ') : 'true', params, order: w.minId != null ? 'asc' : 'desc' };
}

/** The same window as a MikroORM filter on a cursor property. */
export function keysetFilter(w: PageWindow): Record<string, number> | undefined {
  const filter: Record<string, number> = {};
  if (w.maxId != null) filter.$lt = w.maxId;
  const lower = Math.max(w.sinceId ?? -1, w.minId ?? -1);
  if (lower >= 0) filter.$gt = lower;
  return Object.keys(filter).length ? filter : undefined;
}

export function keysetOrder(w: PageWindow): 'asc' | 'desc' {
  return w.minId != null ? 'asc' : 'desc';
}

/**
 * Rows fetched in the window's order (`limit` of them at most: one past the page size), as a page newest first
 * with its cursors; the extra row only tells that another page follows in the direction fetched.
 */
export function toPage<T>(rows: T[], w: PageWindow, cursorOf: (row: T) => number): Page<T> {
  return rowsPage(rows, w.size, w.minId != null, cursorOf);
}

/**
 * Rows fetched newest first, or oldest first when `backward` (at most one past `size`), as a page newest first
 * with its cursors; the extra row only tells that another page follows in the direction fetched.
 */
export function rowsPage<T>(
  rows: T[],
  size: number,
  backward: boolean,
  cursorOf: (row: T) => number | string,
): Page<T> {
  const more = rows.length > size;
  const fetched = more ? rows.slice(0, size) : rows;
  const items = backward ? [...fetched].reverse() : fetched;
  const cursors = items.map((row) => String(cursorOf(row)));
  return pageOf(items, cursors, more && !backward, more && backward);
}

/** Items and their cursors as a page: it starts at the first item's cursor and ends at the last one's. */
export function pageOf<T>(items: T[], cursors: string[], hasNextPage: boolean, hasPreviousPage: boolean): Page<T> {
  const startCursor = cursors[0] ?? null;
  const endCursor = cursors[cursors.length - 1] ?? null;
  return { items, cursors, pageInfo: { startCursor, endCursor, hasNextPage, hasPreviousPage } };
}

/** The page with each item replaced, cursors kept; an item mapped to `undefined` is dropped with its cursor. */
export function mapPage<T, U>(page: Page<T>, replace: (item: T) => U | undefined): Page<U> {
  const items: U[] = [];
  const cursors: string[] = [];
  page.items.forEach((item, i) => {
    const replaced = replace(item);
    if (replaced === undefined) return;
    items.push(replaced);
    cursors.push(page.cursors[i]);
  });
  return { items, cursors, pageInfo: page.pageInfo };
}

/** A page with no items. */
export const emptyPage = <T>(): Page<T> => ({
  items: [],
  cursors: [],
  pageInfo: { startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false },
});

/**
 * The window of a list in increasing key order, oldest first (zones by id, a zone's records by position): `after`
 * and `before` bound the key, `first` takes from the start of the window, `last` from its end.
 */
export interface AscendingWindow {
  after: number | null;
  before: number | null;
  size: number;
  /** Taken from the end (`last`): fetch in decreasing order. */
  fromEnd: boolean;
  /** Rows to fetch: one past the page size. */
  limit: number;
}

export function ascendingWindow(args: PageArgs, maxSize: number, defaultSize: number): AscendingWindow {
  const first = relayCount('first', args.first);
  const last = relayCount('last', args.last);
  if (first != null && last != null) throw new BadInputError('first, last: give one of them');
  const size = Math.min(first ?? last ?? defaultSize, maxSize);
  return {
    after: cursor('after', args.after),
    before: cursor('before', args.before),
    size,
    fromEnd: last != null,
    limit: size + 1,
  };
}

/** Rows fetched in the window's order (at most `limit`), as a page in increasing order with its cursors. */
export function ascendingPage<T>(rows: T[], w: AscendingWindow, cursorOf: (row: T) => number): Page<T> {
  return rowsPage(rows, w.size, w.fromEnd, cursorOf);
}

/** An in-memory list in increasing key order, windowed and paged as `ascendingWindow` says. */
export function ascendingSlice<T>(list: T[], w: AscendingWindow, keyOf: (item: T) => number): Page<T> {
  const inWindow = list.filter((item) => {
    const key = keyOf(item);
    return (w.after == null || key > w.after) && (w.before == null || key < w.before);
  });
  const rows = w.fromEnd ? inWindow.slice(-w.limit).reverse() : inWindow.slice(0, w.limit);
  return ascendingPage(rows, w, keyOf);
}

/** Pleroma's admin page_size default (users, reports, the moderation log). */
export const ADMIN_PAGE_SIZE = 50;
/** Largest admin page: a larger page_size is clamped to it (Pleroma sets no bound; 100,000 rows made one reply of megabytes). */
export const MAX_ADMIN_PAGE_SIZE = 1000;

/**
 * Page-number pagination, as Pleroma's admin API pages (`page` from 1, `page_size`): both checked as positive
 * integers, turned into a limit (at most MAX_ADMIN_PAGE_SIZE) and an offset.
 */
export function offsetPage(
  page: number | null | undefined,
  pageSize: number | null | undefined,
  defaultSize: number,
): OffsetWindow {
  const p = page ?? 1;
  const size = pageSize ?? defaultSize;
  if (!Number.isInteger(p) || p < 1) throw new BadInputError('page: must be a positive integer');
  if (!Number.isInteger(size) || size < 1) throw new BadInputError('page_size: must be a positive integer');
  const limit = Math.min(size, MAX_ADMIN_PAGE_SIZE);
  return { page: p, pageSize: limit, limit, offset: (p - 1) * limit };
}

/** A page of a list whose REST form reports a total (the admin lists): how many items it holds in all. */
export interface CountedPage<T> extends Page<T> {
  totalCount: number;
}

/** The arguments of such a list: Relay's, and REST's page numbers (`page` from 1 counts pages of the size). */
export interface CountedPageArgs extends PageArgs {
  page?: number | null;
  pageSize?: number | null;
}

/**
 * The window of an admin list, newest first by id: Relay's arguments, and the page number the admin REST API
 * sends as an offset into that window. `page` and `pageSize` are checked as `offsetPage` checks them; `first` or
 * `last` overrides the size.
 */
export function countedWindow(args: CountedPageArgs, defaultSize: number): PageWindow & { offset: number } {
  const numbered = offsetPage(args.page, args.pageSize, defaultSize);
  const w = pageWindow(args, MAX_ADMIN_PAGE_SIZE, numbered.pageSize);
  return { ...w, offset: (numbered.page - 1) * w.size };
}

/** A page-number window: the page (from 1) and its size, as a limit and an offset. */
export interface OffsetWindow {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}
