import type { EntityManager } from '@mikro-orm/postgresql';
import { countedColumns, readCounted, type CountedValues } from '../accounts/account.loaders.js';
import { plainMapper, plainShape } from '../db/batch-loaders.js';
import { Status, User } from '../entities/index.js';
import { NotFoundError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { statusParts } from './status-parts.js';
import { visibleSql } from './visibility.js';

/**
 * What the author's reply to a new status shows that the database holds: the author's counts with the status
 * counted, and whether the author has filters (then their matches are read by their loader).
 */
export interface NewStatusFacts {
  authorCounts: CountedValues;
  authorHasFilters: boolean;
  /** Whether it may go to another server (`mayFederateSql`): the outbox need not ask. */
  federates: boolean;
}

/**
 * The author's counts read (`countedColumns`) by the statement that inserted `status`, which does not see its own
 * row: the status counted in.
 */
export function countedWithNewStatus(row: Record<string, unknown>, status: Status): CountedValues {
  const counted = readCounted(row);
  return {
    ...counted,
    statusesCount: (counted.statusesCount ?? 0) + 1,
    lastStatusAt: Math.max(counted.lastStatusAt ?? -Infinity, status.createdAt.getTime()),
  };
}

/** The columns of a row whose names start with none of the prefixes (a table's own, beside others read with it). */
export function columnsWithout(row: Record<string, unknown>, ...prefixes: string[]): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (!prefixes.some((p) => key.startsWith(p))) own[key] = value;
  return own;
}

/** What the render of one status shows besides the status and its parts (read with it): its author and their counts. */
export interface StatusFacts {
  author: User;
  authorCounts: CountedValues;
}

const AUTHOR_PREFIX = 'a__';

/**
 * A status by id that the viewer may see (404 otherwise, as `getVisibleStatus`), with its parts for the viewer
 * (`statusParts`, read by its fields through `partsOf`) and its author with their counts, in one statement. The
 * status is a plain row, not managed: to render, not to change.
 */
export async function visibleStatusWithFacts(
  em: EntityManager,
  viewerId: number | null,
  id: string | number,
): Promise<{ status: Status; facts: StatusFacts }> {
  const statusId = toId(id);
  const visible = visibleSql('s', viewerId);
  const parts = statusParts(em, viewerId);
  const author = plainShape(em, User);
  const [row]: Array<Record<string, unknown>> =
    statusId == null
      ? []
      : await em.getConnection().execute(
          `select s.*, ${parts.columns}, ${author.columns('a', AUTHOR_PREFIX)}, ${countedColumns('s.account_id')}
           from statuses s join users a on a.id = s.account_id where s.id = ? and ${visible.sql}`,
          [...parts.params, statusId, ...visible.params],
        );
  if (!row) throw new NotFoundError('Record not found');
  return {
    status: plainMapper(em, Status, parts)(row),
    facts: { author: author.toObject(row, AUTHOR_PREFIX), authorCounts: readCounted(row) },
  };
}
