import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { User, ZoneVersion } from './entities/index.js';

/** Batches lookups by id within one request: N nested fields cost one query. */
function byId<T extends { id: number }>(load: (ids: number[]) => Promise<T[]>): DataLoader<number, T | null> {
  return new DataLoader(async (ids) => {
    const rows = new Map((await load([...ids])).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id) ?? null);
  });
}

export function createLoaders(em: EntityManager) {
  return {
    userById: byId((ids) => em.find(User, { id: { $in: ids } })),
    zoneVersionById: byId((ids) => em.find(ZoneVersion, { id: { $in: ids } })),
    /** Versions with their (lazy) text and records, loaded only when a query asks for them. */
    zoneVersionContent: byId((ids) => em.find(ZoneVersion, { id: { $in: ids } }, { populate: ['text', 'records'] })),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
