import type { Orm } from '../src/db.js';

/** The SQL statements the app sends while `run` runs (shared by the benchmarks and the DataLoader tests). */
export async function countStatements(orm: Orm, run: () => Promise<unknown>): Promise<number> {
  const knex = orm.em.getConnection().getKnex();
  let count = 0;
  const listener = () => { count += 1; };
  knex.on('query', listener);
  try {
    await run();
  } finally {
    knex.removeListener('query', listener);
  }
  return count;
}
