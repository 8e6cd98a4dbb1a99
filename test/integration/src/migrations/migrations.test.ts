import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Orm } from '../../../../src/db/database.js';
import { migrationsList } from '../../../../src/migrations/index.js';
import { freshDatabase } from '../../../support/app.js';

// The database as the server leaves it at start-up (openDatabase runs the committed migrations): PGlite,
// or PostgreSQL when DATABASE_URL is set. CI runs the suite both ways.
let orm: Orm;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ orm, drop } = await freshDatabase());
});
afterAll(async () => {
  await drop();
});

describe('migrations', () => {
  it('have all run at start-up, in order', async () => {
    const migrator = orm.getMigrator();
    expect(await migrator.getPendingMigrations()).toEqual([]);
    const executed = (await migrator.getExecutedMigrations()).map((m) => m.name.replace(/\.[jt]s$/, ''));
    expect(executed).toEqual(migrationsList.map((m) => m.name));
  });

  it('match the entities: no new migration is needed', async () => {
    const migrator = orm.getMigrator();
    const needed = await migrator.checkMigrationNeeded();
    if (needed) {
      // Show what differs, so a failure says which entity and which migration disagree.
      const diff = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
      expect(diff).toBe('');
    }
    expect(needed).toBe(false);
  });
});
