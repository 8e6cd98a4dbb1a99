import { BadInputError } from './errors.js';
import { ADMIN_PAGE_SIZE, countedWindow, type CountedPageArgs } from './pagination.js';

/**
 * The cursor of a list ordered by more than one key (a date, then a tie-breaker): the keys as an opaque
 * base64url string, so that clients pass it back without building it.
 */
export function encodeCursor(keys: string[]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/** The keys of a cursor this server gave (`count` strings), or null when none is given; anything else is refused. */
export function decodeCursor(name: string, value: string | null | undefined, count: number): string[] | null {
  if (value == null) return null;
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    keys = null;
  }
  const valid = Array.isArray(keys) && keys.length === count && keys.every((k) => typeof k === 'string');
  if (!valid) throw new BadInputError(`${name}: must be a cursor this list gave`);
  return keys as string[];
}

/** A list's window newest first by a date then a tie-breaker: its SQL condition, order, and direction. */
export interface DatedKeyset {
  sql: string;
  params: string[];
  order: string;
  /** Fetched oldest first (`last` with `before`): the page is reversed. */
  backward: boolean;
}

/**
 * The window of Relay's `after`/`before` (cursors of `[date in microseconds, tie-breaker]`) over a list ordered
 * by `dateColumn` newest first, then by `tieColumn` (`tieDesc`: descending too). Dates compare to the
 * microsecond, so two items of one millisecond keep their order.
 */
export function datedKeyset(
  args: { after?: string | null; before?: string | null; last?: number | null },
  dateColumn: string,
  tieColumn: string,
  tieDesc: boolean,
): DatedKeyset {
  const date = datedCursorKey(dateColumn);
  const after = decodeCursor('after', args.after, 2);
  const before = decodeCursor('before', args.before, 2);
  const older = tieDesc ? '<' : '>';
  const newer = tieDesc ? '>' : '<';
  const parts: string[] = [];
  const params: string[] = [];
  if (after) {
    parts.push(`(${date} < ? or (${date} = ? and ${tieColumn} ${older} ?))`);
    params.push(after[0], after[0], after[1]);
  }
  if (before) {
    parts.push(`(${date} > ? or (${date} = ? and ${tieColumn} ${newer} ?))`);
    params.push(before[0], before[0], before[1]);
  }
  const backward = args.last != null && before != null;
  const dir = (desc: boolean) => (desc !== backward ? 'desc' : 'asc');
  return {
    sql: parts.length ? parts.join(' and ') : 'true',
    params,
    order: `${dateColumn} ${dir(true)}, ${tieColumn} ${dir(tieDesc)}`,
    backward,
  };
}

/** A date column in microseconds since the epoch, as the text a dated cursor holds. */
export const datedCursorKey = (dateColumn: string) => `(extract(epoch from ${dateColumn}) * 1000000)::bigint`;

/**
 * The window of an admin list newest first by a date then a tie-breaker: its size and offset from `page` and
 * `pageSize` (or `first`, `last`), and the keyset of `after`/`before`. The cursors are dated, not ids: the
 * counted window reads only the page and its size from the arguments.
 */
export function datedWindow(args: CountedPageArgs, dateColumn: string, tieColumn: string, tieDesc: boolean) {
  const { size, limit, offset } = countedWindow(
    { page: args.page, pageSize: args.pageSize, first: args.first, last: args.last },
    ADMIN_PAGE_SIZE,
  );
  return { size, limit, offset, keyset: datedKeyset(args, dateColumn, tieColumn, tieDesc) };
}
