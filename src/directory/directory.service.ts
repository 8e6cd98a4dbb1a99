import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../entities/index.js';
import type { Page, PageArgs } from '../core/pagination.js';
import { positionPage, positionWindow } from '../core/position-page.js';
import { listableAccountSql, usersInOrder } from '../accounts/account-listing.js';

export type DirectoryOrder = 'active' | 'new';

const DEFAULT_LIMIT = 40;
const MAX_LIMIT = 80;

/**
 * The profile directory (Mastodon's GET /api/v1/directory): discoverable accounts the viewer may list, by their
 * latest status (`active`, accounts that never posted last) or newest first (`new`); `local` keeps this server's.
 * Paged by position in that order.
 */
export async function directory(
  em: EntityManager,
  viewer: User | null,
  opts: { order?: DirectoryOrder | null; local?: boolean | null } & PageArgs,
): Promise<Page<User>> {
  const w = positionWindow(opts, MAX_LIMIT, DEFAULT_LIMIT);
  const listable = listableAccountSql(viewer?.id ?? null);
  const order =
    opts.order === 'new'
      ? 'u.created_at desc, u.id desc'
      : '(select max(s.created_at) from statuses s where s.account_id = u.id) desc nulls last, u.id desc';
  const rows: Array<{ id: number }> = await em.getConnection().execute(
    `select u.id from users u where ${listable.sql} ${opts.local ? 'and u.local' : ''}
     order by ${order} offset ? limit ?`,
    [...listable.params, w.offset, w.limit],
  );
  const users = await usersInOrder(
    em,
    rows.map((r) => Number(r.id)),
  );
  return positionPage(users, w);
}
