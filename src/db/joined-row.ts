import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { storedEagerProps } from './batch-loaders.js';

/**
 * For a hand-written join read into managed entities with `em.map`: the columns MikroORM reads of an entity's
 * row, as `alias."column" as "alias__column"`, so that `rowPart` can split a joined row again.
 */
export function aliasedColumns(em: EntityManager, entity: EntityClass<object>, alias: string): string {
  return storedEagerProps(em.getMetadata().get(entity.name))
    .map((p) => `${alias}."${p.fieldNames[0]}" as "${alias}__${p.fieldNames[0]}"`)
    .join(', ');
}

/** One alias's columns of a row read with `aliasedColumns`, under their own names; null where a left join found none. */
export function rowPart(row: Record<string, unknown>, alias: string): Record<string, unknown> | null {
  const prefix = `${alias}__`;
  const part: Record<string, unknown> = {};
  for (const key in row) if (key.startsWith(prefix)) part[key.slice(prefix.length)] = row[key];
  return part.id == null ? null : part;
}
