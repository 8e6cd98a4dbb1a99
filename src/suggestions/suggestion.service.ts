import type { EntityManager } from '@mikro-orm/postgresql';
import { SuggestionDismissal, type User } from '../entities/index.js';
import { BadInputError } from '../core/errors.js';
import { findVisibleAccount } from '../accounts/account.service.js';
import { listableAccountSql, usersInOrder } from '../accounts/account-listing.js';

/** Why an account is suggested: it is staff (an admin or moderator), or among the most followed here. */
export type SuggestionSource = 'staff' | 'global';

export interface Suggestion {
  source: SuggestionSource;
  account: User;
}

const DEFAULT_LIMIT = 40;
const MAX_LIMIT = 80;

/**
 * Local accounts to follow: staff first, then the most followed, never the viewer, an account they follow or
 * asked to follow, one they dismissed, or one the directory would not list.
 */
export async function suggestions(em: EntityManager, viewer: User, limit?: number | null): Promise<Suggestion[]> {
  const count = limit ?? DEFAULT_LIMIT;
  if (count < 1) throw new BadInputError('limit: must be a positive integer');
  const listable = listableAccountSql(viewer.id);
  const rows: Array<{ id: number; staff: boolean }> = await em.getConnection().execute(
    `select u.id, (u.is_admin or u.is_moderator) as staff from users u
     where u.local and u.id <> ? and ${listable.sql}
       and not exists (select 1 from follows f where f.follower_id = ? and f.following_id = u.id)
       and not exists (select 1 from suggestion_dismissals d where d.user_id = ? and d.account_id = u.id)
     order by (u.is_admin or u.is_moderator) desc,
       (select count(*) from follows f where f.following_id = u.id and f.state = 'accepted') desc, u.id
     limit ?`,
    [viewer.id, ...listable.params, viewer.id, viewer.id, Math.min(count, MAX_LIMIT)],
  );
  const staff = new Set(rows.filter((r) => r.staff).map((r) => Number(r.id)));
  const users = await usersInOrder(
    em,
    rows.map((r) => Number(r.id)),
  );
  return users.map((account) => ({ source: staff.has(account.id) ? 'staff' : 'global', account }));
}

/** Stops suggesting the account to the viewer (again: no change); its id. */
export async function dismissSuggestion(em: EntityManager, viewer: User, accountId: string): Promise<number> {
  const account = await findVisibleAccount(em, accountId, viewer, 'Record not found');
  await em
    .createQueryBuilder(SuggestionDismissal)
    .insert({ user: viewer.id, account: account.id })
    .onConflict(['user_id', 'account_id'])
    .ignore()
    .execute('run');
  return account.id;
}
