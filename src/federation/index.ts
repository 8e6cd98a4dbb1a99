import type { AppDeps } from '../graphql/context.js';
import type { JobWorker } from '../jobs/job-queue.js';
import { buildFederation } from './federation.js';
import { routeFedifyLog } from './fedify-log.js';
import type { FederationData } from './federation-data.js';
import { DatabaseKvStore } from './kv-store.js';
import { FEDERATION_JOB, JobsMessageQueue } from './message-queue.js';
import { startOutbox } from './outbox.js';
import type { FederationRuntime } from './runtime.js';

export function createFederationRuntime(deps: AppDeps): FederationRuntime {
  let jobs: JobWorker | null = null;
  routeFedifyLog(deps.logger);
  const kv = new DatabaseKvStore(deps.orm);
  const queue = new JobsMessageQueue(deps.orm, deps.box, () => jobs?.wake());
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
