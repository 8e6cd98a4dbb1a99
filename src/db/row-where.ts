import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The managed entity with this id whose row meets `condition` (SQL over `alias`, with its bound values), read in
 * one statement; null for no id or no such row. For "by id, if the viewer may see it" reads.
 */
export function rowWhere<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  alias: string,
  id: number | null,
  condition: { sql: string; params: unknown[] },
): Promise<T | null> {
  if (id == null) return Promise.resolve(null);
  return em
    .createQueryBuilder(entity, alias)
    .select('*')
    .where(`${alias}.id = ? and ${condition.sql}`, [id, ...condition.params])
    .getSingleResult() as Promise<T | null>;
}
