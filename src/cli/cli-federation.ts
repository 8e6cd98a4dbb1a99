import { AccessTokenCache } from '../auth/token-cache.js';
import { createLogger } from '../core/logger.js';
import { createFederationRuntime } from '../federation/index.js';
import { attachFederation, detachFederation } from '../federation/runtime.js';
import type { AppDeps } from '../graphql/context.js';
import { JobWorker } from '../jobs/job-queue.js';
import { createMailer } from '../mail/mailer.js';
import { RateLimits } from '../rate-limits/rate-limits.js';
import { withEnv, type CliEnv, type CliIo } from './cli-env.js';

/**
 * Runs `work` with a federation: the running server's when it runs the command (control socket), else one built
 * in this process on the same database (its keys, its kv store, its shared jobs table). What `work` sends is
 * queued as jobs; this process then delivers them itself, once each (a job a running server's worker took first
 * is left to it), and says what happened. A delivery that fails stays queued: a server's job worker retries it.
 */
export function withFederation<T>(io: CliIo, work: (env: CliEnv) => Promise<T>): Promise<T> {
  if (io.deps) return withEnv(io, work);
  return withEnv(io, async (env) => {
    const logger = createLogger(process.env.DEBUG ? 'debug' : 'silent');
    const deps: AppDeps = {
      orm: env.orm,
      config: env.config,
      logger,
      box: env.box,
      emoji: env.emoji,
      mailer: createMailer(env.config, logger),
      rateLimits: new RateLimits(null),
      accessTokens: new AccessTokenCache(0),
    };
    const runtime = createFederationRuntime(deps);
    const queued: number[] = [];
    runtime.queue.onQueued = (ids) => queued.push(...ids);
    attachFederation(env.orm.em, runtime);
    const listening = new AbortController();
    void runtime.federation.startQueue(runtime.data, { signal: listening.signal });
    try {
      const result = await work(env);
      await deliverQueued(io, new JobWorker(env.orm, logger, runtime.jobHandlers), queued);
      return result;
    } finally {
      listening.abort();
      detachFederation(env.orm.em);
      deps.mailer.close();
    }
  });
}

/** Runs the jobs queued meanwhile (a delivery may queue more: Fedify's fan-out), printing one line per failure. */
async function deliverQueued(io: CliIo, worker: JobWorker, queued: number[]): Promise<void> {
  let delivered = 0;
  let elsewhere = 0;
  while (queued.length) {
    for (const run of await worker.runNow(queued.splice(0))) {
      if (run.outcome === 'done') delivered++;
      else if (run.outcome === 'elsewhere') elsewhere++;
      else
        io.log(
          `Delivery failed (${(run.error ?? 'unknown error').replace(/\s+/g, ' ')}): ` +
            (run.outcome === 'retry' ? 'queued again; a running server retries it' : 'given up'),
        );
    }
  }
  if (delivered) io.log(`Delivered ${delivered} ${delivered === 1 ? 'activity' : 'activities'}.`);
  if (elsewhere)
    io.log(`${elsewhere} queued ${elsewhere === 1 ? 'activity is' : 'activities are'} with a running server.`);
}
