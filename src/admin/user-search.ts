import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../entities/index.js';
import { BadInputError } from '../core/errors.js';
import { placeholders } from '../db/batch-loaders.js';
import { countedWindow, keysetSql, toPage, type CountedPage, type CountedPageArgs } from '../core/pagination.js';

export const USERS_PAGE_SIZE = 50;

/** GET /users `filters`, as Pleroma's admin search reads them; every one given must hold. */
const FILTERS = {
  local: 'u.local = true',
  external: 'u.local = false',
  active: 'u.deactivated = false and u.approval_pending = false and u.confirmation_pending = false',
  deactivated: 'u.deactivated = true',
  need_approval: 'u.approval_pending = true',
  unconfirmed: 'u.confirmation_pending = true',
  is_admin: 'u.is_admin = true',
  is_moderator: 'u.is_moderator = true',
} as const;

export interface UserSearch extends CountedPageArgs {
  /** Part of `nickname@domain` (a local account's domain is this host). */
  query?: string | null;
  filters?: string[] | null;
  /** Accounts carrying any of these tags. */
  tags?: string[] | null;
  /** Part of the display name. */
  name?: string | null;
  email?: string | null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accounts matching every criterion given, newest first, a page at a time, with the number matching in all
 * (`pageSize`: the size used, which the REST listing echoes).
 */
export async function searchUsers(
  em: EntityManager,
  host: string,
  search: UserSearch,
): Promise<CountedPage<User> & { pageSize: number }> {
  const w = countedWindow(search, USERS_PAGE_SIZE);
  const qb = em.createQueryBuilder(User, 'u');
  const filters = (search.filters ?? [])
    .flatMap((f) => f.split(','))
    .map((f) => f.trim())
    .filter(Boolean);
  for (const filter of filters) {
    if (!(filter in FILTERS))
      throw new BadInputError(`filters: unknown filter ${filter} (known: ${Object.keys(FILTERS).join(', ')})`);
    qb.andWhere(FILTERS[filter as keyof typeof FILTERS]);
  }
  if (search.query?.trim()) {
    qb.andWhere(`(case when u.local then u.nickname || '@' || ? else u.nickname end) ilike ?`, [
      host,
      likePattern(search.query.trim()),
    ]);
  }
  if (search.name?.trim()) qb.andWhere('u.display_name ilike ?', [likePattern(search.name.trim())]);
  if (search.email?.trim()) qb.andWhere('lower(u.email) = lower(?)', [search.email.trim()]);
  const tags = (search.tags ?? []).map((t) => t.trim().toLowerCase()).filter(Boolean);
  if (tags.length) qb.andWhere(`u.tags && array[${placeholders(tags)}]::text[]`, tags);
  const total = await qb.clone().getCount();
  const keyset = keysetSql('u.id', w);
  const rows = await qb
    .andWhere(keyset.sql, keyset.params)
    .orderBy({ id: keyset.order })
    .limit(w.limit)
    .offset(w.offset)
    .getResultList();
  return { ...toPage(rows, w, (u) => u.id), totalCount: total, pageSize: w.size };
}
