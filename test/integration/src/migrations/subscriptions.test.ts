import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../../../mikro-orm.config.js';
import { scratchDatabase } from '../../../support/scratch-database.js';
import { Follow, Subscription } from '../../../../src/entities/index.js';

// Migration20261126070000Subscriptions on a database as the previous release left it: PGlite, or PostgreSQL
// when DATABASE_URL is set (a database of its own, dropped afterwards).
const BEFORE = 'Migration20261126060000MediaProxy';
let orm: MikroORM;
let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    orm = await MikroORM.init(ormOptions({}));
    return;
  }
  const scratch = await scratchDatabase(url, 'fedigraph_test');
  orm = await MikroORM.init(ormOptions({ databaseUrl: scratch.url }));
  drop = scratch.drop;
});
afterAll(async () => {
  await orm.close(true);
  await drop();
});

describe('Migration20261126070000Subscriptions', () => {
  it('moves the subscriptions kept on follow rows (requests included) into their own table, and drops the column', async () => {
    await orm.getMigrator().up({ to: BEFORE });
    // The users table as it stood then: rows written in SQL, not through today's entity and its later columns.
    const sql = orm.em.getConnection();
    const [a, b, c] = await sql.execute<Array<{ id: number }>>(
      `insert into users (nickname, email) values ('mig_a', 'mig_a@example.test'), ('mig_b', 'mig_b@example.test'),
       ('mig_c', 'mig_c@example.test') returning id`,
    );
    await sql.execute(
      `insert into follows (follower_id, following_id, state, notify) values (?, ?, 'accepted', true), (?, ?, 'pending', true), (?, ?, 'accepted', false)`,
      [a.id, b.id, a.id, c.id, b.id, a.id],
    );

    await orm.getMigrator().up();

    const subscriptions = await orm.em.fork().find(Subscription, {}, { orderBy: { id: 'asc' } });
    expect(subscriptions.map((s) => [s.subscriber.id, s.target.id])).toEqual([
      [a.id, b.id],
      [a.id, c.id],
    ]);
    expect(await orm.em.fork().count(Follow, {})).toBe(3);
    const columns = await sql.execute(
      `select column_name from information_schema.columns where table_name = 'follows' and column_name = 'notify'`,
    );
    expect(columns).toEqual([]);
    expect(await orm.getMigrator().getPendingMigrations()).toEqual([]);
  });
});
