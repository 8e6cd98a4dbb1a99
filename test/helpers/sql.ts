import type { TestApp } from './app.js';

/** The number of SQL statements the app sends while `work` runs. */
export async function countQueries(t: TestApp, work: () => Promise<unknown>): Promise<number> {
  const knex = t.orm.em.getConnection().getKnex();
  let count = 0;
  const listener = () => { count += 1; };
  knex.on('query', listener);
  try {
    await work();
  } finally {
    knex.removeListener('query', listener);
  }
  return count;
}
