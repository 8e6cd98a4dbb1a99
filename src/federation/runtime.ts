import type { Federation } from '@fedify/fedify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from '../events/bus.js';
import type { JobWorker } from '../jobs/job-queue.js';
import type { FedContext, FederationData } from './federation-data.js';
import type { JobsMessageQueue } from './message-queue.js';

/** One app's federation: the Fedify instance, its store and queue, and the context services use. */
export interface FederationRuntime {
  federation: Federation<FederationData>;
  data: FederationData;
  queue: JobsMessageQueue;
  /** The job handlers to give the job worker. */
  jobHandlers: Record<string, JobsMessageQueue['run']>;
  context(): FedContext;
  /** Starts the queue and the outbox once the job worker exists. */
  start(jobs: JobWorker, bus: EventBus): void;
  /** Stops listening, waits for the activities being queued, then stops the queue. */
  stop(): Promise<void>;
}

/** The federation of the app an EntityManager belongs to (services resolving remote accounts reach it so). */
const runtimes = new WeakMap<object, FederationRuntime>();

export function attachFederation(em: EntityManager, runtime: FederationRuntime): void {
  runtimes.set(em.config, runtime);
}

export function detachFederation(em: EntityManager): void {
  runtimes.delete(em.config);
}

export function federationOf(em: EntityManager): FederationRuntime | null {
  return runtimes.get(em.config) ?? null;
}
