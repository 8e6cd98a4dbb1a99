import type { Orm } from '../../src/db/database.js';

/** The background job worker's poll of its queue (src/jobs/job-queue.ts), which runs whatever requests do. */
const JOB_POLL = /^\s*update "jobs" set "state" = 'running'/;

/**
 * The SQL statements the app sends while `run` runs (shared by the benchmarks and the DataLoader tests), less the
 * job worker's once-a-second poll, which would land in a window by chance.
 */
export async function countStatements(orm: Orm, run: () => Promise<unknown>): Promise<number> {
  const knex = orm.em.getConnection().getKnex();
  await quiet(orm);
  let count = 0;
  const listener = (query: { sql?: string }) => {
    if (!JOB_POLL.test(query.sql ?? '')) count += 1;
  };
  knex.on('query', listener);
  try {
    await run();
  } finally {
    knex.removeListener('query', listener);
  }
  return count;
}

/**
 * Waits until the background work earlier requests set off (event listeners: streaming, federation's outbox)
 * has stopped running statements: 100 ms without one, or 5 s at most.
 */
export async function quiet(orm: Orm): Promise<void> {
  const knex = orm.em.getConnection().getKnex();
  let last = Date.now();
  const listener = (query: { sql?: string }) => {
    if (!JOB_POLL.test(query.sql ?? '')) last = Date.now();
  };
  knex.on('query', listener);
  try {
    const until = Date.now() + 5000;
    while (Date.now() - last < 100 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
  } finally {
    knex.removeListener('query', listener);
  }
}
