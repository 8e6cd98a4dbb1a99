import { BadInputError } from './errors.js';
import { idBound } from './ids.js';

/**
 * Mastodon's keyset pagination over an increasing integer cursor (a status id, a notification id, a
 * favourite id...), shared by every list: `max_id` (older than), `since_id` (newer than, newest first),
 * `min_id` (immediately newer than, i.e. the page just above it) and `limit`.
 */
export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 40;

export interface PageArgs {
  maxId?: string | number | null;
  sinceId?: string | number | null;
  minId?: string | number | null;
  limit?: number | null;
}

/** The arguments checked and the limit clamped to 1..max. */
export interface PageWindow {
  maxId: number | null;
  sinceId: number | null;
  minId: number | null;
  limit: number;
}

export interface PageInfo {
  /** The cursor of the first (newest) item: a `min_id` for the previous page. */
  startCursor: number | null;
  /** The cursor of the last (oldest) item: a `max_id` for the next page. */
  endCursor: number | null;
}

export interface Page<T> {
  items: T[];
  pageInfo: PageInfo;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const cursor = (name: string, value: string | number | null | undefined): number | null => idBound(snake(name), value);

export function pageWindow(args: PageArgs, maxLimit = MAX_PAGE_LIMIT, defaultLimit = DEFAULT_PAGE_LIMIT): PageWindow {
  const limit = args.limit == null ? defaultLimit : Math.min(Math.max(Math.trunc(args.limit), 1), maxLimit);
  return {
    maxId: cursor('maxId', args.maxId),
    sinceId: cursor('sinceId', args.sinceId),
    minId: cursor('minId', args.minId),
    limit,
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

/** Rows fetched in the window's order, as a page newest first with its cursors. */
export function toPage<T>(rows: T[], w: PageWindow, cursorOf: (row: T) => number): Page<T> {
  const items = w.minId != null ? [...rows].reverse() : rows;
  return {
    items,
    pageInfo: {
      startCursor: items.length ? cursorOf(items[0]) : null,
      endCursor: items.length ? cursorOf(items[items.length - 1]) : null,
    },
  };
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

/** A page-number window: the page (from 1) and its size, as a limit and an offset. */
export interface OffsetWindow {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/** One page of a page-numbered list (GraphQL `<Item>OffsetPage`): its items, how many match in all, which page. */
export interface OffsetPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
