import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { placeholders } from '../db/batch-loaders.js';
import { Status } from '../entities/index.js';
import { countedWindow, keysetSql, toPage, type CountedPage, type CountedPageArgs } from '../core/pagination.js';

/** The page size of an account's statuses as the AdminUser type lists them (the admin status listings' default). */
export const ADMIN_USER_STATUS_PAGE_SIZE = 20;

/** The batch loaders behind the AdminUser fields. */
export function createAdminLoaders(em: EntityManager) {
  const pages = new Map<string, DataLoader<number, CountedPage<Status>>>();
  return {
    /**
     * A page of each account's statuses (reblogs included, whatever their visibility: moderators see all), newest
     * first, with how many the account has: one ranked statement, one count and one fetch for a whole page of
     * accounts, whatever the window (`first`/`after`, `last`/`before`, `page`/`pageSize`).
     */
    statusPagesByAccount(args: CountedPageArgs): DataLoader<number, CountedPage<Status>> {
      const w = countedWindow(args, ADMIN_USER_STATUS_PAGE_SIZE);
      const key = JSON.stringify(w);
      let loader = pages.get(key);
      if (!loader) {
        const cut = keysetSql('id', w);
        loader = new DataLoader(async (keys) => {
          const ids = [...keys];
          const [ranked, totals] = await Promise.all([
            em.getConnection().execute<Array<{ id: number }>>(
              `select id from (
                select id, row_number() over (partition by account_id order by id ${cut.order}) as rank from statuses
                where account_id in (${placeholders(ids)}) and ${cut.sql}) ranked where rank > ? and rank <= ?`,
              [...ids, ...cut.params, w.offset, w.offset + w.limit],
            ),
            em
              .getConnection()
              .execute<Array<{ account_id: number; n: number }>>(
                `select account_id, count(*) as n from statuses where account_id in (${placeholders(ids)}) group by account_id`,
                ids,
              ),
          ]);
          const rows = ranked.length
            ? await em.find(Status, { id: { $in: ranked.map((r) => Number(r.id)) } }, { orderBy: { id: cut.order } })
            : [];
          const total = new Map(totals.map((r) => [Number(r.account_id), Number(r.n)]));
          return ids.map((id) => ({
            ...toPage(
              rows.filter((s) => s.account.id === id),
              w,
              (s) => s.id,
            ),
            totalCount: total.get(id) ?? 0,
          }));
        });
        pages.set(key, loader);
      }
      return loader;
    },
  };
}
