import type { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '../entities/index.js';
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
