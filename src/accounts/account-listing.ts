import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../entities/index.js';
import { blockedEitherWaySql, liveMuteSql } from '../relations/relation-rules.js';

/**
 * Accounts a listing of people to discover may show (the directory, suggestions), over the users alias `u`:
 * discoverable, neither deactivated nor awaiting approval or confirmation, and, for a signed-in viewer, neither
 * blocked either way nor muted by them. SQL with its `?` params in order.
 */
export function listableAccountSql(viewerId: number | null): { sql: string; params: unknown[] } {
  const base = 'u.discoverable and not u.deactivated and not u.approval_pending and not u.confirmation_pending';
  if (viewerId == null) return { sql: base, params: [] };
  return {
    sql: `${base} and not ${blockedEitherWaySql('?', 'u.id')}
      and not exists (select 1 from mutes m where m.muter_id = ? and m.muted_id = u.id and ${liveMuteSql('m')})`,
    params: [viewerId, viewerId, viewerId],
  };
}

/** The users of these ids, in the order of the ids. */
export async function usersInOrder(em: EntityManager, ids: number[]): Promise<User[]> {
  const users = new Map((await em.find(User, { id: { $in: ids } })).map((u) => [u.id, u]));
  return ids.map((id) => users.get(id)).filter((u): u is User => u != null);
}
