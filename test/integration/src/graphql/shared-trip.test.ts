import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { countStatements } from '../../../support/sql-count.js';
import { sharedTrip, valueBy } from '../../../../src/db/batch-loaders.js';
import type { Orm } from '../../../../src/db/database.js';
import { freshDatabase } from '../../../support/app.js';

// Grouped queries asked for in one turn of the event loop share one statement (src/graphql/batch-loaders.ts), and
// each still gets exactly its own rows.
let orm: Orm;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ orm, drop } = await freshDatabase());
  await orm.em.getConnection().execute('create table trip_items (id int primary key, color text, size int)');
  await orm.em
    .getConnection()
    .execute(`insert into trip_items values (1, 'red', 3), (2, 'red', 5), (3, 'blue', 7), (4, 'green', null)`);
});
afterAll(async () => {
  await drop();
});

const loaders = () => {
  const trip = sharedTrip(orm.em.fork());
  return {
    countBySize: valueBy((ids) =>
      trip(
        `select size as key, count(*) as value from trip_items where size in (${ids.map(() => '?')}) group by size`,
        ids,
      ),
    ),
    sizeById: valueBy((ids) =>
      trip(`select id as key, size as value from trip_items where id in (${ids.map(() => '?')})`, ids),
    ),
    idsAbove: (min: number) => trip('select id as key, 1 as value from trip_items where size > ?', [min]),
  };
};

describe('sharedTrip', () => {
  it('sends the queries of one turn as one statement, each answered with its own rows', async () => {
    const l = loaders();
    let answers: unknown[] = [];
    const statements = await countStatements(orm, async () => {
      answers = await Promise.all([l.countBySize.loadMany([3, 7, 9]), l.sizeById.loadMany([1, 4, 5]), l.idsAbove(4)]);
    });
    expect(statements).toBe(1);
    expect(answers[0]).toEqual([1, 1, null]);
    expect(answers[1]).toEqual([3, null, null]);
    expect((answers[2] as { key: unknown }[]).map((r) => Number(r.key)).sort()).toEqual([2, 3]);
  });

  it('sends a query asked for in a later turn on its own trip', async () => {
    const l = loaders();
    const statements = await countStatements(orm, async () => {
      expect(await l.sizeById.load(2)).toBe(5);
      expect(await l.countBySize.load(5)).toBe(1);
    });
    expect(statements).toBe(2);
  });

  it('fails every query of a trip when the statement fails, and the next trip works', async () => {
    const trip = sharedTrip(orm.em.fork());
    const results = await Promise.allSettled([
      trip('select id as key, size as value from trip_items', []),
      trip('select id as key, size as value from no_such_table', []),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const [row] = await trip('select count(*) as key, 0 as value from trip_items', []);
    expect(Number(row.key)).toBe(4);
  });
});
