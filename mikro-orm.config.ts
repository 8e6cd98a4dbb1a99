import { PGlite, type Results } from '@electric-sql/pglite';
import { AbstractSqlDriver, defineConfig as definePg, PostgreSqlPlatform, type Configuration, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { PGliteConnection } from 'mikro-orm-pglite';
import { join } from 'node:path';
import { entities } from './src/entities/index.js';
import { migrationsList } from './src/migrations/index.js';

/**
 * MikroORM inlines parameters into the SQL it sends, and knex-pglite runs any raw SQL with more than one `;`
 * through PGlite's exec(), which answers one result per statement. So one INSERT whose values merely contain
 * `;` (a zone file comment) came back as an array, and the new row's id was lost. Read the last result.
 */
class SafePGliteConnection extends PGliteConnection {
  protected override transformRawResult<T>(response: Results | Results[], method: 'all' | 'get' | 'run'): T {
    return super.transformRawResult(Array.isArray(response) ? response.at(-1) ?? { rows: [], affectedRows: 0, fields: [] } : response, method);
  }
}

class SafePGliteDriver extends AbstractSqlDriver<SafePGliteConnection> {
  constructor(config: Configuration) {
    super(config, new PostgreSqlPlatform(), SafePGliteConnection, ['knex', '@electric-sql/pglite', '@harryplusplus/knex-pglite']);
  }
}

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
    driver: SafePGliteDriver,
    dbName: 'postgres',
    driverOptions: { connection: { pglite: () => pglite } },
    // PGlite is one connection in this process; a pool above one would only queue.
    pool: { min: 1, max: 1 },
  } as unknown as Options;
}
