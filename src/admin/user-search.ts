import type { EntityManager } from '@mikro-orm/postgresql';
import type { OffsetPage } from '../core/pagination.js';
import { User } from '../entities/index.js';
import { BadInputError } from '../core/errors.js';
import { placeholders } from '../db/batch-loaders.js';
import { MAX_ADMIN_PAGE_SIZE } from '../core/pagination.js';

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

export interface UserSearch {
  /** Part of `nickname@domain` (a local account's domain is this host). */
  query?: string | null;
  filters?: string[] | null;
  page?: number | null;
  pageSize?: number | null;
  /** Accounts carrying any of these tags. */
  tags?: string[] | null;
  /** Part of the display name. */
  name?: string | null;
  email?: string | null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function positive(name: string, value: number | null | undefined, fallback: number): number {
  if (value == null) return fallback;
  if (!Number.isInteger(value) || value < 1) throw new BadInputError(`${name}: must be a positive integer`);
  return value;
}

/** Accounts matching every criterion given, newest first, a page at a time, with the number matching in all. */
export async function searchUsers(em: EntityManager, host: string, search: UserSearch): Promise<OffsetPage<User>> {
  const page = positive('page', search.page, 1);
  const pageSize = Math.min(positive('page_size', search.pageSize, USERS_PAGE_SIZE), MAX_ADMIN_PAGE_SIZE);
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
  const [items, total] = await qb
    .orderBy({ id: 'desc' })
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .getResultAndCount();
  return { items, total, page, pageSize };
}
