import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { keysetFilter, keysetOrder, pageWindow, toPage, type Page, type PageArgs } from '../core/pagination.js';

/** A list's page sizes (`pageWindow`'s when not given), and the relations to load with its rows. */
export interface IdPageOptions {
  maxSize?: number;
  defaultSize?: number;
  populate?: string[];
}

/**
 * One page of an entity's rows matching `where`, newest first by id, the id as cursor: Relay's arguments and
 * Mastodon's `max_id`, `since_id` and `min_id`, as `pageWindow` reads them.
 */
export async function idPage<T extends { id: number }>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  args: PageArgs,
  options: IdPageOptions = {},
): Promise<Page<T>> {
  const window = pageWindow(args, options.maxSize, options.defaultSize);
  const range = keysetFilter(window);
  const rows = await em.find(entity, (range ? { $and: [where, { id: range }] } : where) as FilterQuery<T>, {
    orderBy: { id: keysetOrder(window) } as never,
    limit: window.limit,
    ...(options.populate && { populate: options.populate as never }),
  });
  return toPage(rows as T[], window, (row) => row.id);
}
