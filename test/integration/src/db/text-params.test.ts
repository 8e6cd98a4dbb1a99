import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Orm } from '../../../../src/db/database.js';
import { freshDatabase } from '../../../support/app.js';

// On PGlite a long text parameter is sent as UTF-8 bytes in binary format (mikro-orm.config.ts); whatever
// the path, the database must store exactly the string that was bound. PostgreSQL when DATABASE_URL is set.
let orm: Orm;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ orm, drop } = await freshDatabase());
  await orm.em.getConnection().execute('create table text_params (id int primary key, body text, doc json)');
});
afterAll(async () => {
  await drop();
});

const long = (unit: string) => unit.repeat(Math.ceil(200_000 / unit.length));

describe('text parameters', () => {
  it.each([
    ['ASCII with tabs and line breaks', long('a.example.\t3600\tIN\tA\t192.0.2.1\n')],
    ['characters beyond one byte', long('caf\u00e9 \u2603 \u{1F600} \\226\t')],
    ['a short one', 'caf\u00e9'],
  ])('come back as they were bound: %s', async (_label, body) => {
    const conn = orm.em.getConnection();
    const id = body.length;
    await conn.execute('insert into text_params (id, body) values (?, ?)', [id, body]);
    const [row] = await conn.execute<{ body: string; length: number }[]>(
      'select body, length(body)::int as length from text_params where id = ?',
      [id],
    );
    expect(row.length).toBe([...body].length);
    expect(row.body === body).toBe(true);
  });

  it('a long string bound to a json column is still JSON text', async () => {
    const doc = JSON.stringify({ records: long('x\u00e9') });
    await orm.em.getConnection().execute('insert into text_params (id, doc) values (?, ?)', [1, doc]);
    const [row] = await orm.em
      .getConnection()
      .execute<{ n: number }[]>("select length(doc->>'records')::int as n from text_params where id = 1");
    expect(row.n).toBe(JSON.parse(doc).records.length);
  });
});
