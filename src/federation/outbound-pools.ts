import type { EntityManager } from '@mikro-orm/postgresql';
import { SETTING_DEFAULTS } from '../settings/setting-defaults.js';
import { getSettings } from '../settings/settings.service.js';
import { Limiter } from '../core/limiter.js';

/**
 * Pleroma's outbound connection pools (`:pools`, `:connections_pool`), mapped onto the one outbound client
 * (remote-fetch.ts): each fetch names what it is for; each purpose lets `size` fetches run at once and
 * `max_waiting` more wait for a turn (one more is refused at once, as Pleroma's pools answer `:pool_full`),
 * and its fetches get `recv_timeout` unless the caller sets a deadline. `max_connections` bounds all of them
 * together. Applied at build time in Pleroma, so here at start and on each restart (GET /api/pleroma/admin/restart):
 * fetches under way keep the pool they started in; new ones take the rebuilt pools.
 */
export type PoolName = 'federation' | 'media' | 'upload' | 'default';

export interface OutboundPool {
  limiter: Limiter;
  /** Deadline of a fetch in this pool when its caller sets none, in milliseconds. */
  recvTimeout: number;
}

export interface OutboundPools {
  pools: Record<PoolName, OutboundPool>;
  /** `max_connections`: every pool's fetches together. */
  total: Limiter;
}

interface PoolSettings {
  size: number;
  max_waiting: number;
  recv_timeout: number;
}

/** An integer of at least `min`: stored settings are typed, not ranged, and a pool of 0 would stop its fetches for good. */
const atLeast = (min: number, value: number) => Math.max(min, Math.floor(value));

function build(pools: Record<PoolName, PoolSettings>, maxConnections: number): OutboundPools {
  const pool = (p: PoolSettings): OutboundPool => ({
    limiter: new Limiter(atLeast(1, p.size), atLeast(0, p.max_waiting)),
    recvTimeout: atLeast(1, p.recv_timeout),
  });
  return {
    pools: {
      federation: pool(pools.federation),
      media: pool(pools.media),
      upload: pool(pools.upload),
      default: pool(pools.default),
    },
    total: new Limiter(atLeast(1, maxConnections), Number.POSITIVE_INFINITY),
  };
}

let current: OutboundPools | null = null;

/** The pools new fetches take (the defaults until the server applies the stored settings). */
export function outboundPools(): OutboundPools {
  return (current ??= build(SETTING_DEFAULTS.pools, SETTING_DEFAULTS.connections_pool.max_connections));
}

/** Rebuilds the pools from the settings as of the last restart (settings.service reads build-time keys so). */
export async function applyOutboundPools(em: EntityManager): Promise<void> {
  const pools = await getSettings(em, 'pools');
  const { max_connections } = await getSettings(em, 'connections_pool');
  current = build(
    { federation: pools.federation, media: pools.media, upload: pools.upload, default: pools.default },
    max_connections,
  );
}
