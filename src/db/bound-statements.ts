import {
  AbstractSqlConnection,
  AbstractSqlDriver,
  PostgreSqlKnexDialect,
  type Knex,
  type Transaction,
} from '@mikro-orm/knex';
import type { Configuration, LogContext, LoggingOptions } from '@mikro-orm/core';
import { dbStatements, recording, secondsSince } from '../metrics/metrics.js';
import { PostgreSqlConnection, PostgreSqlPlatform } from '@mikro-orm/postgresql';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ConnectionClass = abstract new (...args: any[]) => AbstractSqlConnection;

/**
 * MikroORM 6 inlines the parameters into the SQL text it sends, so the server parses and plans every statement
 * anew, and no two runs of one query share a text. A connection of this mixin sends them bound instead, as knex
 * sends a raw query's bindings: the text of a query repeats, and the driver can keep it prepared.
 */
export function boundParameters<T extends ConnectionClass>(Base: T) {
  abstract class BoundParameters extends Base {
    /** Every statement MikroORM runs passes here: timed for the metrics while they are recorded. */
    protected override async executeQuery<R>(query: string, cb: () => Promise<R>, context?: LogContext): Promise<R> {
      if (!recording.on) return super.executeQuery(query, cb, context);
      const start = process.hrtime.bigint();
      let outcome = 'error';
      try {
        const result = await super.executeQuery(query, cb, context);
        outcome = 'ok';
        return result;
      } finally {
        dbStatements.observe({ outcome }, secondsSince(start));
      }
    }

    override async execute<R>(
      query: string | Knex.QueryBuilder | Knex.Raw,
      params: unknown[] = [],
      method: 'all' | 'get' | 'run' = 'all',
      ctx?: Transaction,
      loggerContext?: LoggingOptions,
    ): Promise<R> {
      await this.ensureConnection();
      let sql: string;
      if (typeof query === 'string') {
        sql = query;
      } else {
        ctx ??= (query as unknown as { client: { transacting: boolean } }).client.transacting
          ? (query as unknown as Transaction)
          : undefined;
        const compiled = query.toSQL();
        sql = compiled.sql;
        params = [...(compiled.bindings ?? [])];
      }
      return this.executeQuery(
        sql,
        async () => {
          const raw = this.getKnex().raw(sql, params as Knex.RawBinding[]);
          if (ctx) raw.transacting(ctx as Knex.Transaction);
          return this.transformRawResult<R>(await raw, method);
        },
        { query: sql, params, ...loggerContext },
      );
    }
  }
  return BoundParameters;
}

/** Statements kept prepared on one connection; past it the least recently used one is deallocated. */
const MAX_PREPARED = 500;
/** Texts remembered as run once on a connection; forgotten all at once when full. */
const MAX_SEEN_ONCE = 1_000;

/** What this module touches of a `pg` client: its queue, and the names it knows the server has prepared. */
interface PgClient {
  query(text: string): Promise<unknown>;
  connection: { parsedStatements: Record<string, string> };
  /** Set by knex while the connection runs a transaction. */
  __knexTxId?: string;
}

interface KnexQuery {
  sql: string;
  bindings?: unknown[];
  options?: Record<string, unknown>;
}

/** What this module overrides of knex's Postgres client (not in knex's types). */
interface KnexPgClient {
  _query(connection: PgClient, query: KnexQuery): Promise<unknown>;
}

interface Prepared {
  /** Statement names by text, least recently used first. */
  names: Map<string, string>;
  seenOnce: Set<string>;
}

/** Postgres refuses a prepared statement whose result shape changed (a table altered since it was prepared). */
const isStalePlan = (err: unknown) =>
  (err as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String(err));

let named = 0;

/**
 * The name to run a statement under on this connection, or undefined to run it unnamed: a text with bound
 * values is prepared the second time it runs (Parse once; then Bind and Execute), as `pg` does for a named
 * query. Names are never reused, so a statement the server still holds (its deallocation failed) is harmless.
 */
function statementName(state: Prepared, client: PgClient, query: KnexQuery): string | undefined {
  if (!query.bindings?.length) return undefined;
  const known = state.names.get(query.sql);
  if (known) {
    state.names.delete(query.sql);
    state.names.set(query.sql, known);
    return known;
  }
  if (!state.seenOnce.has(query.sql)) {
    if (state.seenOnce.size >= MAX_SEEN_ONCE) state.seenOnce.clear();
    state.seenOnce.add(query.sql);
    return undefined;
  }
  state.seenOnce.delete(query.sql);
  if (state.names.size >= MAX_PREPARED) {
    const [oldestText, oldest] = state.names.entries().next().value as [string, string];
    forget(state, client, oldestText, oldest);
  }
  const name = `fedigraph_${++named}`;
  state.names.set(query.sql, name);
  return name;
}

/** Drops a prepared statement: `pg` parses its text again under a new name next time. */
function forget(state: Prepared, client: PgClient, text: string, name: string): void {
  state.names.delete(text);
  // `pg` skips the Parse of a name it has seen parsed; it must not think this one still is.
  delete client.connection.parsedStatements[name];
  // Queued on this connection ahead of its next statement. A failure (an aborted transaction) leaves it prepared.
  client.query(`deallocate "${name}"`).catch(() => {});
}

/** Each connection's prepared statements: they live as long as the connection. */
const preparedOn = new WeakMap<PgClient, Prepared>();

/**
 * knex's Postgres dialect, with a statement that has bound values named so that `pg` keeps it prepared. A class
 * of its own rather than a patched instance: knex runs a transaction's statements through a client made from
 * the dialect's prototype.
 */
class PreparingKnexDialect extends (PostgreSqlKnexDialect as unknown as new (...args: unknown[]) => KnexPgClient) {
  override async _query(connection: PgClient, query: KnexQuery): Promise<unknown> {
    let state = preparedOn.get(connection);
    if (!state) preparedOn.set(connection, (state = { names: new Map(), seenOnce: new Set() }));
    const name = statementName(state, connection, query);
    if (!name) return super._query(connection, query);
    try {
      return await super._query(connection, { ...query, options: { ...query.options, name } });
    } catch (err) {
      if (!isStalePlan(err)) throw err;
      forget(state, connection, query.sql, name);
      // Within a transaction the refusal has aborted it: only its caller can start again.
      if (connection.__knexTxId) throw err;
      return super._query(connection, query);
    }
  }
}

/**
 * PostgreSQL with bound parameters and prepared statements. Planning was most of the server's time for our
 * statements (the home timeline page: 2.1 ms of planning, 1.1 ms of execution, for its selects), and MikroORM's
 * inlining of values cost the server's thread too. A prepared statement is planned again by Postgres when the
 * tables it reads change; one refused because its result shape changed is forgotten, and run again unprepared
 * unless a transaction it was part of has failed with it.
 */
class PreparingPostgreSqlConnection extends boundParameters(PostgreSqlConnection) {
  override createKnex(): void {
    // As PostgreSqlConnection.createKnex, with the dialect above.
    this.client = this.createKnexClient(PreparingKnexDialect as unknown as string);
    (this.client.client as unknown as { ormConfig: Configuration }).ormConfig = this.config;
    this.connected = true;
  }
}

export class PreparingPostgreSqlDriver extends AbstractSqlDriver<PreparingPostgreSqlConnection> {
  constructor(config: Configuration) {
    super(config, new PostgreSqlPlatform(), PreparingPostgreSqlConnection, ['knex', 'pg']);
  }
}
