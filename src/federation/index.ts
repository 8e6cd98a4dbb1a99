import type { Federation } from '@fedify/fedify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../graphql/context.js';
import type { EventBus } from '../events/bus.js';
import type { JobWorker } from '../jobs/job-queue.js';
import { buildFederation, type FedContext, type FederationData } from './federation.js';
import { DatabaseKvStore } from './kv-store.js';
import { FEDERATION_JOB, JobsMessageQueue } from './message-queue.js';
import { startOutbox } from './outbox.js';

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

export function createFederationRuntime(deps: AppDeps): FederationRuntime {
  let jobs: JobWorker | null = null;
  const kv = new DatabaseKvStore(deps.orm);
  const queue = new JobsMessageQueue(deps.orm, () => jobs?.wake());
  const data: FederationData = { deps, kv };
  const federation = buildFederation(deps, kv, queue);
  const abort = new AbortController();
  let outbox: ReturnType<typeof startOutbox> | null = null;
  return {
    federation,
    data,
    queue,
    jobHandlers: { [FEDERATION_JOB]: queue.run },
    context: () => federation.createContext(new URL(deps.config.publicUrl), data),
    start(worker, bus) {
      jobs = worker;
      void federation.startQueue(data, { signal: abort.signal });
      outbox = startOutbox(federation, data, bus);
    },
    async stop() {
      await outbox?.stop();
      abort.abort();
    },
  };
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
