import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../entities/index.js';
import { instancePeers } from './peer.service.js';

/**
 * How long the instance's counts are reused: they are read by every anonymous client opening the app, and two
 * statements per read were most of the cost of `GET /api/v1/instance`. Pleroma's own counts (`Pleroma.Stats`)
 * are refreshed every five minutes; ours are at most five seconds stale.
 */
export const STATS_MAX_AGE_MS = 5_000;

export interface InstanceStats {
  userCount: number;
  domainCount: number;
}

/** Per database (its ORM's configuration): the counts and when they were asked for, shared by concurrent readers. */
const cached = new WeakMap<object, { at: number; stats: Promise<InstanceStats> }>();

async function readStats(em: EntityManager): Promise<InstanceStats> {
  const userCount = await em.count(User, { local: true, deactivated: false });
  // As Pleroma: the peers' count.
  const domainCount = (await instancePeers(em)).length;
  return { userCount, domainCount };
}

/** Local active users and known peers, read at most once per STATS_MAX_AGE_MS per process. */
export function instanceStats(em: EntityManager, now = Date.now()): Promise<InstanceStats> {
  const entry = cached.get(em.config);
  if (entry && now - entry.at < STATS_MAX_AGE_MS) return entry.stats;
  const stats = readStats(em.fork());
  cached.set(em.config, { at: now, stats });
  // A failed read is not kept: the next request asks again.
  stats.catch(() => {
    if (cached.get(em.config)?.stats === stats) cached.delete(em.config);
  });
  return stats;
}
