import { PGlite, types, type Results } from '@electric-sql/pglite';
import {
  AbstractSqlDriver,
  defineConfig as definePg,
  PostgreSqlPlatform,
  type Configuration,
  type Options,
} from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { PGliteConnection } from 'mikro-orm-pglite';
import { join } from 'node:path';
import { boundParameters, PreparingPostgreSqlDriver } from './src/db/bound-statements.js';
import { EmbeddedDatabase } from './src/db/embedded-database.js';
import * as entityModule from './src/entities/index.js';
import { migrationsList } from './src/migrations/index.js';

/**
 * Parameters are sent bound (src/db/bound-statements.ts). On PGlite inlining them also cost dearly for large values
 * (a 1 MB zone's text and records took ~450 ms to escape and parse, against ~50 ms as bound parameters), and
 * knex-pglite runs inlined SQL containing more than one `;` through exec(), answering one result per
 * statement. Results that still come back as an array (a raw multi-statement query) are read from their last
 * statement.
 */
class SafePGliteConnection extends boundParameters(PGliteConnection) {
  override createKnex(): void {
    super.createKnex();
    // Every failed query, transactions' BEGIN/COMMIT included, passes here: a fatal one starts a recovery.
    const embedded = embeddedDatabaseOf(this.config);
    if (embedded) this.getKnex().client.on('query-error', (err: unknown) => embedded.noticeError(err));
    // PGlite runs each statement synchronously on this thread and answers through promises alone, so the
    // statements of requests queued on its one connection would chain in a single turn of the event loop,
    // serving no other socket or timer until the queue is empty. Each statement waits for the next turn.
    const client = this.getKnex().client as { _query(connection: unknown, obj: unknown): Promise<unknown> };
    const runStatement = client._query.bind(client);
    client._query = async (connection, obj) => {
      await new Promise<void>((resume) => setImmediate(resume));
      return runStatement(connection, obj);
    };
  }

  protected override transformRawResult<T>(response: Results | Results[], method: 'all' | 'get' | 'run'): T {
    return super.transformRawResult(
      Array.isArray(response) ? (response.at(-1) ?? { rows: [], affectedRows: 0, fields: [] }) : response,
      method,
    );
  }
}

class SafePGliteDriver extends AbstractSqlDriver<SafePGliteConnection> {
  constructor(config: Configuration) {
    super(config, new PostgreSqlPlatform(), SafePGliteConnection, [
      'knex',
      '@electric-sql/pglite',
      '@harryplusplus/knex-pglite',
    ]);
  }
}

/**
 * PGlite sends a string parameter as text, measuring and encoding it in a JavaScript loop: ~20 ms for the
 * 1.4 MB records of a 1 MB zone. A long one goes as its UTF-8 bytes instead, in binary format, which for
 * `text` is those same bytes (the server still validates them as UTF-8).
 */
const LONG_TEXT = 64 * 1024;
function textParam(value: unknown): string {
  if (typeof value === 'string' && value.length > LONG_TEXT) return Buffer.from(value, 'utf8') as unknown as string;
  return types.serializers[types.TEXT](value);
}

/**
 * PGlite's WAL segments are 1 MB, so a 1 MB zone upload starts one or two; filling each with zeroes first
 * doubled the writes of an upload. Off, Postgres writes only a segment's last byte when it creates it; crash
 * recovery finds the end of the WAL by its records' checksums either way, not by zeroes.
 */
function pgliteSession(connection: PGlite, done: (err: unknown, connection: PGlite) => void): void {
  connection.exec('set wal_init_zero = off').then(
    () => done(null, connection),
    (err) => done(err, connection),
  );
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
    entities: Object.values(entityModule),
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, snapshot: false, silent: true },
    debug: target.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
  } satisfies Options;
  if (target.databaseUrl) {
    return definePg({
      ...common,
      driver: PreparingPostgreSqlDriver,
      clientUrl: target.databaseUrl,
      pool: { min: 0, max: 10 },
    });
  }
  const embedded = new EmbeddedDatabase(target.pgliteDir && join(target.pgliteDir), {
    serializers: { [types.TEXT]: textParam },
  });
  return {
    ...common,
    driver: SafePGliteDriver,
    dbName: 'postgres',
    driverOptions: { connection: { pglite: () => embedded.instance() }, embedded },
    // PGlite is one connection in this process; a pool above one would only queue. A broken instance fails
    // validation, so the pool drops it and takes the reopened one (src/db/embedded-database.ts).
    pool: {
      min: 1,
      max: 1,
      afterCreate: pgliteSession,
      validate: (connection: PGlite) => embedded.isUsable(connection),
    },
  } as unknown as Options;
}

/** The embedded database behind an ORM's configuration; undefined on PostgreSQL (its pool reconnects by itself). */
export function embeddedDatabaseOf(config: { get(key: 'driverOptions'): unknown }): EmbeddedDatabase | undefined {
  return (config.get('driverOptions') as { embedded?: EmbeddedDatabase } | undefined)?.embedded;
}
