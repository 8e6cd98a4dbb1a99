import type { EntityManager } from '@mikro-orm/postgresql';
import { SuggestionDismissal, type User } from '../entities/index.js';
import type { Page, PageArgs } from '../core/pagination.js';
import { positionPage, positionWindow } from '../core/position-page.js';
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
 * asked to follow, one they dismissed, or one the directory would not list. Paged by position in that order.
 */
export async function suggestions(em: EntityManager, viewer: User, page: PageArgs): Promise<Page<Suggestion>> {
  const w = positionWindow(page, MAX_LIMIT, DEFAULT_LIMIT);
  const listable = listableAccountSql(viewer.id);
  const rows: Array<{ id: number; staff: boolean }> = await em.getConnection().execute(
    `select u.id, (u.is_admin or u.is_moderator) as staff from users u
     where u.local and u.id <> ? and ${listable.sql}
       and not exists (select 1 from follows f where f.follower_id = ? and f.following_id = u.id)
       and not exists (select 1 from suggestion_dismissals d where d.user_id = ? and d.account_id = u.id)
     order by (u.is_admin or u.is_moderator) desc,
       (select count(*) from follows f where f.following_id = u.id and f.state = 'accepted') desc, u.id
     offset ? limit ?`,
    [viewer.id, ...listable.params, viewer.id, viewer.id, w.offset, w.limit],
  );
  const staff = new Set(rows.filter((r) => r.staff).map((r) => Number(r.id)));
  const users = await usersInOrder(
    em,
    rows.map((r) => Number(r.id)),
  );
  return positionPage(
    users.map((account) => ({ source: staff.has(account.id) ? ('staff' as const) : ('global' as const), account })),
    w,
  );
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
