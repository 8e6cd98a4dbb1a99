import type { EntityManager } from '@mikro-orm/postgresql';
import { ModerationLogEntry } from '../entities/index.js';
import { BadInputError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { datedCursorKey, datedWindow, encodeCursor } from '../core/compound-cursor.js';
import { mapPage, rowsPage, type CountedPage, type CountedPageArgs } from '../core/pagination.js';
import { escapeLike } from '../db/like-pattern.js';
import { plainRows } from '../db/batch-loaders.js';

export interface ModerationLogFilters extends CountedPageArgs {
  /** ISO 8601 date-times bounding the entries' creation (inclusive). */
  startDate?: string | null;
  endDate?: string | null;
  /** The actor's id. */
  userId?: string | number | null;
  /** Matches the message, case-insensitively. */
  search?: string | null;
}

function dateParam(name: string, value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) || Number.isNaN(date.getTime()))
    throw new BadInputError(`${name}: must be an ISO 8601 date-time`);
  return date;
}

/**
 * Moderation log entries, newest first (Pleroma's ModerationLog.get_all), as a connection whose cursor is the
 * entry's date and id (an entry's date may be out of its id's order); `page` counts pages of the size in the
 * window, as the admin REST API pages.
 */
export async function listModerationLog(
  em: EntityManager,
  f: ModerationLogFilters,
): Promise<CountedPage<ModerationLogEntry>> {
  const { size, limit, offset, keyset } = datedWindow(f, '"created_at"', '"id"', true);
  const start = dateParam('start_date', f.startDate);
  const end = dateParam('end_date', f.endDate);
  const filters: Array<[string, unknown]> = [
    ...(start ? [['"created_at" >= ?', start] as [string, unknown]] : []),
    ...(end ? [['"created_at" <= ?', end] as [string, unknown]] : []),
    // An actor id that can be no row's matches no entry (0 is no row's id).
    ...(f.userId != null ? [['"actor_id" = ?', toId(f.userId) ?? 0] as [string, unknown]] : []),
    ...(f.search ? [['"message" ilike ?', `%${escapeLike(f.search)}%`] as [string, unknown]] : []),
  ];
  const where = filters.length ? filters.map(([sql]) => sql).join(' and ') : 'true';
  const params = filters.map(([, value]) => value);
  const connection = em.getConnection();
  const [keys, [{ count }]] = await Promise.all([
    connection.execute<Array<{ id: number; date: string }>>(
      `select "id", ${datedCursorKey('"created_at"')}::text as "date" from "moderation_log"
       where ${where} and ${keyset.sql} order by ${keyset.order} limit ? offset ?`,
      [...params, ...keyset.params, limit, offset],
    ),
    connection.execute<Array<{ count: string }>>(`select count(*) from "moderation_log" where ${where}`, params),
  ]);
  const entries = keys.length
    ? await plainRows(em, ModerationLogEntry)(
        `"id" in (${keys.map(() => '?').join(', ')})`,
        keys.map((k) => k.id),
      )
    : [];
  const byId = new Map(entries.map((e) => [e.id, e]));
  const page = rowsPage(keys, size, keyset.backward, (k) => encodeCursor([k.date, String(k.id)]));
  return { ...mapPage(page, (k) => byId.get(k.id)), totalCount: Number(count) };
}
