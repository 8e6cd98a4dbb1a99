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

function visibleItselfSql(s: string, viewerId: number | null): { sql: string; params: unknown[] } {
  if (viewerId == null) return { sql: `${s}.visibility in ('public', 'unlisted')`, params: [] };
  return {
    sql: `(${s}.account_id = ? or ((${s}.visibility in ('public', 'unlisted') or ? = any(${s}.recipient_ids)
      or (${s}.visibility = 'private' and exists (select 1 from follows f where f.follower_id = ? and f.following_id = ${s}.account_id and f.state = 'accepted')))
      and not exists (select 1 from blocks b where (b.blocker_id = ? and b.blocked_id = ${s}.account_id) or (b.blocker_id = ${s}.account_id and b.blocked_id = ?))))`,
    params: [viewerId, viewerId, viewerId, viewerId, viewerId],
  };
}

/**
 * The same rule as SQL over an alias of the statuses table, for queries that list statuses
 * (blocks and reblogged statuses included). Bind the returned params in order.
 */
export function visibleSql(alias: string, viewerId: number | null): { sql: string; params: unknown[] } {
  const own = visibleItselfSql(alias, viewerId);
  const original = visibleItselfSql(`${alias}_rb`, viewerId);
  return {
    sql: `(${own.sql} and (${alias}.reblog_of_id is null or exists (select 1 from statuses ${alias}_rb where ${alias}_rb.id = ${alias}.reblog_of_id and ${original.sql})))`,
    params: [...own.params, ...original.params],
  };
}
