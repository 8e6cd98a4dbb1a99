import type { Orm } from './database.js';

/** What this module reads of knex's (tarn's) pool. */
interface KnexPool {
  max?: number;
  numUsed?: () => number;
  numFree?: () => number;
  numPendingAcquires?: () => number;
}

/** The connection pool now: the most it opens, connections in use and idle, callers waiting for one. */
export function poolStats(orm: Orm): { size: number; active: number; idle: number; pending: number } {
  const pool = (orm.em.getConnection().getKnex().client as { pool?: KnexPool }).pool;
  return {
    size: pool?.max ?? 1,
    active: pool?.numUsed?.() ?? 0,
    idle: pool?.numFree?.() ?? 0,
    pending: pool?.numPendingAcquires?.() ?? 0,
  };
}
