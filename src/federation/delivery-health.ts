import type { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '../entities/index.js';
import type { FederationData } from './federation-data.js';
import { FEDERATION_JOB } from './message-queue.js';
import { federationOf } from './runtime.js';

/** Where Fedify's circuit breaker keeps each remote host's state (FederationOptions' default kv prefix). */
export const CIRCUIT_PREFIX = ['_fedify', 'circuit'] as const;

export interface UnreachableHost {
  host: string;
  /** `open`: deliveries are held; `half-open`: one probe delivery is in flight. */
  state: 'open' | 'half-open';
  since: Date | null;
}

export interface DeliveryHealth {
  /** Federation jobs waiting or running (deliveries and inbound activities). */
  queueSize: number;
  unreachableHosts: UnreachableHost[];
}

/**
 * The delivery queue's size and the hosts Fedify's circuit breaker holds deliveries for: after repeated
 * failures a host's circuit opens, its activities wait instead of being tried, one probe goes after the
 * recovery delay, and the first success closes the circuit again.
 */
export async function deliveryHealth(em: EntityManager): Promise<DeliveryHealth> {
  const queueSize = await em.count(Job, { kind: FEDERATION_JOB, state: { $in: ['queued', 'running'] } });
  const unreachableHosts: UnreachableHost[] = [];
  const kv = federationOf(em)?.data.kv;
  if (kv) {
    for await (const { key, value } of kv.list([...CIRCUIT_PREFIX])) {
      const v = value as { state?: string; opened?: string };
      if (v?.state !== 'open' && v?.state !== 'half-open') continue;
      const since = v.opened ? new Date(v.opened) : null;
      unreachableHosts.push({ host: String(key[2]), state: v.state, since: since && !isNaN(+since) ? since : null });
    }
  }
  return { queueSize, unreachableHosts };
}

/**
 * Pleroma's rule: a host that sends us an activity whose signature checks out is reachable. When its circuit is
 * open or half-open, it is closed here (its state removed, as Fedify closes it; logged as `delivery circuit changed` with
 * `reason: activity received`) and the deliveries held for it are made due at once. Nothing happens for a host
 * never held, so this costs one kv read per accepted inbox post.
 */
export async function markReachable(data: FederationData, host: string): Promise<void> {
  const key = [...CIRCUIT_PREFIX, host] as const;
  const current = await data.kv.get<Record<string, unknown>>(key);
  const from = current?.state;
  if (from !== 'open' && from !== 'half-open') return;
  // Compare-and-set to absent (what Fedify writes for a closed circuit): a probe finishing meanwhile wins, and
  // only one of them logs and releases.
  if (!(await data.kv.cas(key, current, undefined))) return;
  data.deps.logger.info({ host, from, to: 'closed', reason: 'activity received' }, 'delivery circuit changed');
  await federationOf(data.deps.orm.em)?.queue.releaseHeld(host);
}
