import type { Orm } from '../src/db.js';

/** The background job worker's poll of its queue (src/jobs/job-queue.ts), which runs whatever requests do. */
const JOB_POLL = /^\s*update "jobs" set "state" = 'running'/;

/**
 * The SQL statements the app sends while `run` runs (shared by the benchmarks and the DataLoader tests), less the
 * job worker's once-a-second poll, which would land in a window by chance.
 */
export async function countStatements(orm: Orm, run: () => Promise<unknown>): Promise<number> {
  const knex = orm.em.getConnection().getKnex();
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
