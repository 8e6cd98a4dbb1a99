import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { GENERIC_PLAN, PreparingPGlite } from '../../../../src/db/prepared-pglite.js';

// The embedded database prepares the statements it runs more than once (src/db/prepared-pglite.ts): the answers
// must be PGlite's own, statement for statement.
let db: PreparingPGlite;
let plain: PGlite;
beforeAll(async () => {
  [db, plain] = [new PreparingPGlite(), new PGlite()];
  for (const pg of [db, plain])
    await pg.exec(`create table items (id int primary key, name text, at timestamptz, doc jsonb, big bigint, ok boolean);
      insert into items values (1, 'one', '2026-11-25T10:00:00Z', '{"a":[1,2]}', 9007199254740993, true),
                               (2, null, null, null, 7, false)`);
});
afterAll(async () => {
  await db.close();
  await plain.close();
});

const prepared = async () =>
  (await db.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);

describe('PreparingPGlite', () => {
  it("answers a repeated statement as PGlite's query does, and prepares it from its second run", async () => {
    const sql = 'select * from items where id = any($1) and ($2::text is null or name = $2) order by id';
    for (const params of [
      [[1, 2], null],
      [[1, 2], 'one'],
      [[2], null],
    ]) {
      const [mine, theirs] = [await db.query(sql, params), await plain.query(sql, params)];
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    expect(await prepared()).toHaveLength(1);
  });

  it('counts affected rows and keeps transactions working', async () => {
    await db.query('begin');
    for (const n of [1, 2]) {
      const result = await db.query('update items set big = big + $1 where id = $2', [n, 2]);
      expect(result.affectedRows).toBe(1);
    }
    for (const n of [3, 5]) {
      const inserted = await db.query(
        'insert into items (id, name) select g, $1 from generate_series($2::int, $2 + 1) g',
        ['more', n],
      );
      expect(inserted.affectedRows).toBe(2);
    }
    expect(db.isInTransaction()).toBe(true);
    await db.query('rollback');
    expect(db.isInTransaction()).toBe(false);
    expect((await db.query<{ big: number }>('select big from items where id = $1', [2])).rows).toEqual([{ big: 7 }]);
  });

  it('throws the database error with its query and parameters, and goes on working after it', async () => {
    const sql = 'select 10 / $1::int as q';
    expect((await db.query(sql, [5])).rows).toEqual([{ q: 2 }]);
    await expect(db.query(sql, [0])).rejects.toMatchObject({
      code: '22012',
      message: 'division by zero',
      query: sql,
      params: [0],
    });
    expect((await db.query(sql, [2])).rows).toEqual([{ q: 5 }]);
  });

  it('prepares a statement again when the table it reads has changed shape', async () => {
    const sql = 'select * from items where id = $1';
    await db.query(sql, [1]);
    await db.query(sql, [1]);
    await db.exec('alter table items add column extra text');
    const row = (await db.query<Record<string, unknown>>(sql, [1])).rows[0];
    expect(Object.keys(row)).toContain('extra');
  });

  it('runs a statement marked GENERIC_PLAN under its generic plan, and leaves the plan mode as it was, after an error too', async () => {
    const planMode = async () =>
      (await db.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0].plan_cache_mode;
    const sql = `${GENERIC_PLAN}select id, 10 / $2::int as q from items where id = any($1) order by id`;
    for (const divisor of [1, 5, 2]) {
      const [mine, theirs] = [await db.query(sql, [[1, 2], divisor]), await plain.query(sql, [[1, 2], divisor])];
      expect(mine.rows).toEqual(theirs.rows);
      expect(await planMode()).toBe('auto');
    }
    const plans = await db.query<{ generic_plans: number; custom_plans: number }>(
      'select generic_plans, custom_plans from pg_prepared_statements where statement = $1',
      [sql],
    );
    expect(plans.rows).toEqual([{ generic_plans: 2, custom_plans: 0 }]);
    await expect(db.query(sql, [[1], 0])).rejects.toMatchObject({ code: '22012' });
    expect(await planMode()).toBe('auto');
    await db.query('begin');
    await expect(db.query(sql, [[1], 0])).rejects.toMatchObject({ code: '22012' });
    await db.query('rollback');
    expect(await planMode()).toBe('auto');
    expect((await db.query(sql, [[2], 7])).rows).toEqual([{ id: 2, q: 1 }]);
  });
});
