import type { TestApp } from './app.js';

/** Counts the SQL statements the app sends while `run` runs. */
export async function countQueries(t: TestApp, run: () => Promise<unknown>): Promise<number> {
  const knex = t.orm.em.getConnection().getKnex();
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
