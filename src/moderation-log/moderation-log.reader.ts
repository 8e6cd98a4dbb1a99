import type { EntityManager } from '@mikro-orm/postgresql';
import { ModerationLogEntry } from '../entities/index.js';
import { BadInputError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { ADMIN_PAGE_SIZE, offsetPage, type OffsetPage } from '../core/pagination.js';
import { escapeLike } from '../db/like-pattern.js';

export interface ModerationLogFilters {
  page?: number | null;
  pageSize?: number | null;
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

/** Moderation log entries, newest first, by page (Pleroma's ModerationLog.get_all). */
export async function listModerationLog(
  em: EntityManager,
  f: ModerationLogFilters,
): Promise<OffsetPage<ModerationLogEntry>> {
  const { page, pageSize, limit, offset } = offsetPage(f.page, f.pageSize, ADMIN_PAGE_SIZE);
  const start = dateParam('start_date', f.startDate);
  const end = dateParam('end_date', f.endDate);
  const createdAt = { ...(start ? { $gte: start } : {}), ...(end ? { $lte: end } : {}) };
  const [items, total] = await em.findAndCount(
    ModerationLogEntry,
    {
      ...(start || end ? { createdAt } : {}),
      // An actor id that can be no row's matches no entry (0 is no row's id).
      ...(f.userId != null ? { actor: toId(f.userId) ?? 0 } : {}),
      ...(f.search ? { message: { $ilike: `%${escapeLike(f.search)}%` } } : {}),
    },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset },
  );
  return { items, total, page, pageSize };
}
