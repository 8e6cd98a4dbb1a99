import type { EntityManager } from '@mikro-orm/postgresql';
import { Status, type User } from '../entities/index.js';
import { blockedEitherWay, isFollowing } from '../relations/relations.service.js';

/**
 * Who may see a status, in one place for every path (REST, GraphQL, timelines, notifications):
 * - public and unlisted: anyone, except accounts blocked either way;
 * - private: the author, the addressed recipients, and the author's (accepted) followers;
 * - direct: the author and the addressed recipients.
 * A reblog is visible when the reblog itself and the reblogged status both are.
 */
export async function canSee(em: EntityManager, viewer: User | null, status: Status): Promise<boolean> {
  if (!(await canSeeItself(em, viewer, status))) return false;
  if (!status.reblogOf) return true;
  const original = await em.findOne(Status, status.reblogOf.id);
  return original != null && canSeeItself(em, viewer, original);
}

async function canSeeItself(em: EntityManager, viewer: User | null, status: Status): Promise<boolean> {
  const authorId = status.account.id;
  if (viewer && viewer.id === authorId) return true;
  if (viewer && (await blockedEitherWay(em, viewer.id, authorId))) return false;
  switch (status.visibility) {
    case 'public':
    case 'unlisted':
      return true;
    case 'private':
      return viewer != null && (status.recipientIds.includes(viewer.id) || (await isFollowing(em, viewer.id, authorId)));
    default:
      return viewer != null && status.recipientIds.includes(viewer.id);
  }
}

/** Who is asking, in SQL: a bound id (`?`) or a column of the query (`v.id`, to ask for many viewers at once). */
interface ViewerSql { expr: string; params: unknown[] }

function visibleItselfSql(s: string, viewer: ViewerSql | null): { sql: string; params: unknown[] } {
  if (viewer == null) return { sql: `${s}.visibility in ('public', 'unlisted')`, params: [] };
  const v = viewer.expr;
  return {
    sql: `(${s}.account_id = ${v} or ((${s}.visibility in ('public', 'unlisted') or ${v} = any(${s}.recipient_ids)
      or (${s}.visibility = 'private' and exists (select 1 from follows f where f.follower_id = ${v} and f.following_id = ${s}.account_id and f.state = 'accepted')))
      and not exists (select 1 from blocks b where (b.blocker_id = ${v} and b.blocked_id = ${s}.account_id) or (b.blocker_id = ${s}.account_id and b.blocked_id = ${v}))))`,
    params: Array.from({ length: 5 }, () => viewer.params).flat(),
  };
}

function visibleForSql(alias: string, viewer: ViewerSql | null): { sql: string; params: unknown[] } {
  const own = visibleItselfSql(alias, viewer);
  const original = visibleItselfSql(`${alias}_rb`, viewer);
  return {
    sql: `(${own.sql} and (${alias}.reblog_of_id is null or exists (select 1 from statuses ${alias}_rb where ${alias}_rb.id = ${alias}.reblog_of_id and ${original.sql})))`,
    params: [...own.params, ...original.params],
  };
}

/**
 * The same rule as SQL over an alias of the statuses table, for queries that list statuses
 * (blocks and reblogged statuses included). Bind the returned params in order.
 */
export function visibleSql(alias: string, viewerId: number | null): { sql: string; params: unknown[] } {
  return visibleForSql(alias, viewerId == null ? null : { expr: '?', params: [viewerId] });
}

/** The same rule for a viewer id held in a column of the query (`v.id`): one statement for many viewers. */
export function visibleToColumnSql(alias: string, viewerColumn: string): { sql: string; params: unknown[] } {
  return visibleForSql(alias, { expr: viewerColumn, params: [] });
}
