import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Orm } from '../db/database.js';
import { Job } from '../entities/index.js';
import { jobRuns, recording } from '../metrics/metrics.js';

/** How a kind of job is done. It may save `job.progress` as it goes; a job resumed after a restart starts from there. */
export type JobHandler = (
  em: EntityManager,
  job: Job,
  saveProgress: (progress: number) => Promise<void>,
) => Promise<void>;

/** A claimed job is another worker's for this long; a worker that died lets it go once it passes. */
const LEASE_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 5;

/** Queues a job; it runs after the current transaction commits, in the background. */
export function enqueueJob(em: EntityManager, kind: string, payload: Record<string, unknown>): Job {
  return em.create(Job, { kind, payload });
}

/** How many jobs the queue holds in each state (queued, running, done, failed). */
export async function jobCounts(em: EntityManager): Promise<Array<{ state: string; count: number }>> {
  const rows = await em
    .getConnection()
    .execute<Array<{ state: string; count: string }>>(
      `select "state", count(*) as "count" from "jobs" group by "state"`,
    );
  return rows.map((r) => ({ state: r.state, count: Number(r.count) }));
}

/**
 * Claims the oldest job that is due (queued, or running under a lease that ran out) in one statement, so two
 * workers (or two instances on one database) never take the same job.
 */
async function claim(em: EntityManager, only?: number): Promise<Job | null> {
  const which = only === undefined ? '' : `"id" = ? and `;
  const rows = await em.getConnection().execute<Array<{ id: number }>>(
    `update "jobs" set "state" = 'running', "attempts" = "attempts" + 1, "locked_until" = now() + interval '${LEASE_MS / 1000} seconds'
     where "id" = (select "id" from "jobs" where ${which}(("state" = 'queued' and "run_at" <= now()) or ("state" = 'running' and "locked_until" < now()))
       order by "id" limit 1 for update skip locked)
     returning "id"`,
    only === undefined ? [] : [only],
  );
  return rows[0] ? em.findOne(Job, rows[0].id) : null;
}

/**
 * The background worker: polls the jobs table and runs one job at a time with its handler. A failed job is
 * tried again later (up to 5 attempts, waiting longer each time); its error is kept, never thrown at the caller.
 */
export class JobWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly orm: Orm,
    private readonly logger: Logger,
    private readonly handlers: Record<string, JobHandler>,
    private readonly pollMs = 1000,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** Runs due jobs now rather than at the next poll (one was just queued); a drain under way picks it up itself. */
  wake(): void {
    if (this.stopped || this.running || !this.timer) return;
    clearTimeout(this.timer);
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runDue()
        .catch((err) => this.logger.error({ err }, 'job worker failed'))
        .finally(() => {
          this.running = null;
          this.schedule(this.pollMs);
        });
    }, ms);
    // The HTTP server keeps a running process alive; an idle poll alone must not (a CLI command or a test that
    // forgot to stop the app would otherwise never exit).
    this.timer.unref();
  }

  /**
   * Runs due jobs until there are none, and waits for the worker's own run when one is under way: a job the worker
   * claimed first is not due for this loop, yet the caller (a test, a shutdown) must see it finished.
   */
  async drain(): Promise<void> {
    do {
      await this.running;
      await this.runDue();
    } while (this.running);
  }

  private async runDue(): Promise<void> {
    while (!this.stopped) {
      const em = this.orm.em.fork();
      const job = await claim(em);
      if (!job) return;
      await this.run(em, job);
    }
  }

  /**
   * Runs these jobs once each, now, without polling (a CLI process delivering what it queued): a job another
   * worker holds, or already did, is left to it; a failure is kept for the worker's retries as usual. Answers
   * what became of each: `done`, `retry` (queued again for later), `failed` (for good) or `elsewhere`.
   */
  async runNow(
    ids: number[],
  ): Promise<Array<{ id: number; outcome: 'done' | 'retry' | 'failed' | 'elsewhere'; error?: string }>> {
    const out = [];
    for (const id of ids) {
      const em = this.orm.em.fork();
      const job = await claim(em, id);
      if (!job) {
        out.push({ id, outcome: 'elsewhere' as const });
        continue;
      }
      await this.run(em, job);
      const after = await this.orm.em.fork().findOneOrFail(Job, id);
      const outcome = after.state === 'done' ? 'done' : after.state === 'failed' ? 'failed' : 'retry';
      out.push({ id, outcome, ...(after.lastError ? { error: after.lastError } : {}) } as const);
    }
    return out;
  }

  private async run(em: EntityManager, job: Job): Promise<void> {
    const handler = this.handlers[job.kind];
    const saveProgress = async (progress: number) => {
      await em.nativeUpdate(Job, { id: job.id }, { progress, lockedUntil: new Date(Date.now() + LEASE_MS) });
      job.progress = progress;
    };
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(em, job, saveProgress);
      await em.nativeUpdate(Job, { id: job.id }, { state: 'done', lockedUntil: null, lastError: null });
      if (recording.on) jobRuns.inc({ kind: job.kind, outcome: 'done' });
    } catch (err) {
      const failed = job.attempts >= MAX_ATTEMPTS;
      if (recording.on) jobRuns.inc({ kind: job.kind, outcome: failed ? 'failed' : 'retry' });
      this.logger.warn(
        { err, jobId: job.id, kind: job.kind, attempts: job.attempts },
        failed ? 'job failed for good' : 'job failed; will retry',
      );
      await em.nativeUpdate(
        Job,
        { id: job.id },
        {
          state: failed ? 'failed' : 'queued',
          lockedUntil: null,
          lastError: String((err as Error)?.message ?? err).slice(0, 1000),
          runAt: new Date(Date.now() + 2 ** job.attempts * 1000),
        },
      );
    }
  }

  /** Stops polling and waits for the job at hand (it is saved as it goes, so an interrupted one resumes later). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
