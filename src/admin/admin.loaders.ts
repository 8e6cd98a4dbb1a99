import type { EntityManager } from '@mikro-orm/postgresql';
import type DataLoader from 'dataloader';
import { groupedBy, placeholders } from '../db/batch-loaders.js';
import { Status } from '../entities/index.js';

/** The batch loaders behind the AdminUser fields. */
export function createAdminLoaders(em: EntityManager) {
  const recent = new Map<number, DataLoader<number, Status[]>>();
  return {
    /**
     * Each account's latest `limit` statuses (reblogs included, whatever their visibility: moderators see all),
     * newest first: one ranked statement and one fetch for a whole page of accounts.
     */
    recentStatusesByAccount(limit: number): DataLoader<number, Status[]> {
      let loader = recent.get(limit);
      if (!loader) {
        loader = groupedBy(
          async (ids) => {
            const ranked: Array<{ id: number }> = await em.getConnection().execute(
              `select id from (
              select id, row_number() over (partition by account_id order by id desc) as rank from statuses
              where account_id in (${placeholders(ids)})) ranked where rank <= ?`,
              [...ids, limit],
            );
            return ranked.length
              ? em.find(Status, { id: { $in: ranked.map((r) => Number(r.id)) } }, { orderBy: { id: 'desc' } })
              : [];
          },
          (s) => s.account.id,
        );
        recent.set(limit, loader);
      }
      return loader;
    },
  };
}
