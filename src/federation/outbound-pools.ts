import type { EntityManager } from '@mikro-orm/postgresql';
import { SETTING_DEFAULTS } from '../settings/setting-defaults.js';
import { getSettings } from '../settings/settings.service.js';

/**
 * Pleroma's outbound connection pools (`:pools`, `:connections_pool`), mapped onto the one outbound client
 * (remote-fetch.ts): each fetch names what it is for; each purpose lets `size` fetches run at once and
 * `max_waiting` more wait for a turn (one more is refused at once, as Pleroma's pools answer `:pool_full`),
 * and its fetches get `recv_timeout` unless the caller sets a deadline. `max_connections` bounds all of them
 * together. Applied at build time in Pleroma, so here at start and on each restart (GET /api/pleroma/admin/restart):
 * fetches under way keep the pool they started in; new ones take the rebuilt pools.
 */
export type PoolName = 'federation' | 'media' | 'upload' | 'default';

/** Every turn taken and every turn free: a counting semaphore with a bounded waiting line. */
export class Limiter {
  private active = 0;
  private readonly line: Array<{ grant: () => void }> = [];

  constructor(
    readonly max: number,
    readonly maxWaiting: number,
  ) {}

  get inUse(): number {
    return this.active;
  }

  get waiting(): number {
    return this.line.length;
  }

  /** Resolves with a turn; false at once when the line is full; rejects when `signal` aborts while waiting. */
  acquire(signal?: AbortSignal): Promise<boolean> {
    if (this.active < this.max) {
      this.active++;
      return Promise.resolve(true);
    }
    if (this.line.length >= this.maxWaiting) return Promise.resolve(false);
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(true);
        },
      };
      const onAbort = () => {
        const at = this.line.indexOf(entry);
        if (at >= 0) this.line.splice(at, 1);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.line.push(entry);
    });
  }

  /** Gives the turn to the next in line, or frees it. */
  release(): void {
    const next = this.line.shift();
    if (next) next.grant();
    else this.active--;
  }
}

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
