import { PGlite } from '@electric-sql/pglite';
import { defineConfig as definePg, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { PGliteDriver } from 'mikro-orm-pglite';
import { join } from 'node:path';
import { entities } from './src/entities/index.js';
import { migrationsList } from './src/migrations/index.js';

export interface DatabaseTarget {
  /** postgres://… selects a PostgreSQL server; otherwise the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; undefined means an in-memory database (tests). */
  pgliteDir?: string;
  debug?: boolean;
}

/**
 * The one place that knows how to reach the database. PGlite (Postgres in WASM) is the default, so a fresh
 * machine needs no database server; DATABASE_URL switches to PostgreSQL. The same migrations serve both.
 */
export function ormOptions(target: DatabaseTarget): Options {
  const common = {
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, snapshot: false, silent: true },
    debug: target.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
  } satisfies Options;
  if (target.databaseUrl) {
    return definePg({ ...common, clientUrl: target.databaseUrl, pool: { min: 0, max: 10 } });
  }
  const pglite = target.pgliteDir ? new PGlite(join(target.pgliteDir)) : new PGlite();
  return {
    ...common,
    driver: PGliteDriver,
    dbName: 'postgres',
    driverOptions: { connection: { pglite: () => pglite } },
    // PGlite is one connection in this process; a pool above one would only queue.
    pool: { min: 1, max: 1 },
  } as unknown as Options;
}
