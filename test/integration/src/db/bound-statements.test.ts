import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { ormOptions } from '../../../../mikro-orm.config.js';
import { freshDatabase, type TestDatabase } from '../../../support/app.js';

// Parameters go to the database bound, never inlined, and on PostgreSQL a statement run a second time on a
// connection is prepared (src/db/bound-statements.ts): the answers must be those of the statement as written.
const onPostgres = Boolean(process.env.DATABASE_URL);
const postgresOnly = onPostgres ? it : it.skip;

let db: TestDatabase;
/** On PostgreSQL, the same database through a pool of one connection: prepared statements live per connection. */
let single: MikroORM;
beforeAll(async () => {
  db = await freshDatabase();
  if (db.url) single = await MikroORM.init({ ...ormOptions({ databaseUrl: db.url }), pool: { min: 1, max: 1 } });
  await db.orm.em.getConnection().execute(`create table bound_items (id int primary key, name text, at timestamptz,
    doc jsonb, tags text[], ok boolean)`);
});
afterAll(async () => {
  await single?.close(true);
  await db.drop();
});

const run = <T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []) =>
  em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

/** The names of the prepared statements of the connection `em` runs on. */
const preparedNames = async (em: EntityManager) =>
  (await run<{ name: string }>(em, 'select name from pg_prepared_statements')).map((r) => r.name);

describe('bound parameters', () => {
  it('keep every value as it was sent, a question mark inside a text included', async () => {
    const em = db.orm.em.fork();
    const at = new Date('2026-11-27T21:00:00.123Z');
    const insert = 'insert into bound_items (id, name, at, doc, tags, ok) values (?, ?, ?, ?, ?, ?)';
    for (let id = 1; id <= 3; id++)
      await run(em, insert, [
        id,
        `it's ${id}? -- not a comment`,
        at,
        JSON.stringify({ a: [id, '?'] }),
        `{x,y${id}}`,
        id > 1,
      ]);
    const rows = await run<{ id: number; name: string; at: Date | string; doc: unknown; tags: string[]; ok: boolean }>(
      em,
      'select * from bound_items where id in (?, ?) and name like ? order by id',
      [1, 3, "it's %"],
    );
    expect(rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }))).toEqual([
      {
        id: 1,
        name: "it's 1? -- not a comment",
        at: at.toISOString(),
        doc: { a: [1, '?'] },
        tags: ['x', 'y1'],
        ok: false,
      },
      {
        id: 3,
        name: "it's 3? -- not a comment",
        at: at.toISOString(),
        doc: { a: [3, '?'] },
        tags: ['x', 'y3'],
        ok: true,
      },
    ]);
    expect(await run(em, 'select count(*)::int as n from bound_items where name = ?', ["x' or '1'='1"])).toEqual([
      { n: 0 },
    ]);
  });

  postgresOnly('prepare a statement from its second run on a connection, and answer it the same', async () => {
    const em = single.em.fork();
    const before = await preparedNames(em);
    const sql = 'select id, name from bound_items where id = ? and ok = ?';
    const answers = [await run(em, sql, [2, true]), await run(em, sql, [3, true]), await run(em, sql, [1, true])];
    expect(answers).toEqual([
      [{ id: 2, name: "it's 2? -- not a comment" }],
      [{ id: 3, name: "it's 3? -- not a comment" }],
      [],
    ]);
    expect((await preparedNames(em)).filter((n) => !before.includes(n))).toHaveLength(1);
  });

  postgresOnly('run a statement whose table changed shape under it again, unless in a failed transaction', async () => {
    const em = single.em.fork();
    const sql = 'select * from bound_items where id = ?';
    await run(em, sql, [1]);
    expect(Object.keys((await run(em, sql, [1]))[0])).not.toContain('extra');
    await run(em, 'alter table bound_items add column extra int');
    for (let i = 0; i < 3; i++) expect((await run(em, sql, [1]))[0]).toHaveProperty('extra', null);
    // In a transaction the refusal aborts it, so only its caller can start again.
    await expect(
      single.em.fork().transactional(async (tx) => {
        await run(tx, 'alter table bound_items add column more int');
        await run(tx, sql, [1]);
      }),
    ).rejects.toThrow(/cached plan must not change result type/);
    expect((await run(em, sql, [1]))[0]).not.toHaveProperty('more');
  });

  postgresOnly('keep at most 500 prepared statements on a connection', async () => {
    const em = single.em.fork();
    const before = (await preparedNames(em)).length;
    for (let i = 0; i < 520; i++)
      for (let twice = 0; twice < 2; twice++) await run(em, `select ? + ${i} as n`, [twice]);
    const after = (await preparedNames(em)).length - before;
    expect(after).toBeLessThanOrEqual(500);
    expect(after).toBeGreaterThan(490);
  });
});
