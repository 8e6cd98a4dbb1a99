import { type messages, parse, PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept prepared; beyond it the least recently used one is closed. */
const MAX_PREPARED = 500;
/** Texts remembered as run once; a text seen a second time is prepared. Forgotten all at once when full. */
const MAX_SEEN_ONCE = 1_000;

interface Prepared {
  name: string;
  /** The parameters' type oids, as Postgres inferred them: they choose each value's serializer. */
  paramTypes: number[];
  /** The columns of its rows, described once when it was prepared (none for a statement answering no rows). */
  fields: Field[];
}

/**
 * A statement whose text starts with this runs its generic plan (`plan_cache_mode = force_generic_plan` around its
 * execution): Postgres plans it once, not on each run. For statements whose parameters are id arrays, where a
 * plan for the actual values is no better but planning costs more than running them (the streaming viewer facts:
 * 5-6 ms planned on each run, 1.5 ms generic). A comment, so PostgreSQL servers read it as nothing.
 */
export const GENERIC_PLAN = '/* generic plan */ ';

interface Field {
  name: string;
  dataTypeID: number;
}

/** The columns a RowDescription message describes. */
const fieldsOf = (message: messages.RowDescriptionMessage): Field[] =>
  message.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));

/** Postgres refuses a prepared statement whose plan changed shape (a table altered since it was prepared). */
const isStalePlan = (err: unknown) =>
  (err as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String(err));

/** Rows written by an INSERT, UPDATE, DELETE, COPY or MERGE, from its command tag (`INSERT 0 3`, `UPDATE 2`). */
function affectedRows(tag: string): number {
  const [command, first, second] = tag.split(' ');
  if (command === 'INSERT') return Number(second);
  return ['UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? Number(first) : 0;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite with its statements prepared, as a server driver keeps them. PGlite's `query` parses, describes and plans
 * every statement anew and talks to its engine six times per statement; on the server's one thread that was
 * most of a request's database time (notifications' query 2.0 ms, 0.2 ms prepared; a timeline page 2.0 ms,
 * 0.7 ms; authentication 0.9 ms, 0.2 ms). A text run a second time is prepared under a name (Parse and
 * Describe once), then each run is one Bind, Describe, Execute and Sync. Values are serialized and results
 * parsed as `query` does, with this instance's serializers and parsers; errors carry the query and its
 * parameters as PGlite's do. Postgres replans a prepared statement when the tables it reads change, and
 * refuses one whose result shape changed: that one is prepared again.
 */
export class PreparingPGlite extends PGlite {
  /** By statement text, least recently used first. */
  #prepared = new Map<string, Prepared>();
  #seenOnce = new Set<string>();
  #named = 0;

  override async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options || !this.#repeated(sql)) return super.query<T>(sql, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() => this._runExclusiveQuery(() => this.#runPrepared<T>(sql, params)));
  }

  #repeated(sql: string): boolean {
    if (this.#prepared.has(sql) || this.#seenOnce.has(sql)) return true;
    if (this.#seenOnce.size >= MAX_SEEN_ONCE) this.#seenOnce.clear();
    this.#seenOnce.add(sql);
    return false;
  }

  async #runPrepared<T>(sql: string, params: unknown[], retried = false): Promise<Results<T>> {
    try {
      const statement = await this.#statement(sql);
      const values = params.map((value, i) => {
        if (value == null) return null;
        const serializer = this.serializers[statement.paramTypes[i]];
        return serializer ? serializer(value) : String(value);
      });
      // The plan mode is set and reset in the same call as the execution, so no other statement runs under it.
      const generic = sql.startsWith(GENERIC_PLAN);
      const { messages } = await this.execProtocol(
        concat(
          ...(generic ? [serialize.query('set plan_cache_mode = force_generic_plan')] : []),
          serialize.bind({ statement: statement.name, values: values as string[] }),
          serialize.execute({}),
          serialize.sync(),
          ...(generic ? [serialize.query('reset plan_cache_mode')] : []),
        ),
        { syncToFs: false },
      );
      if (!this.isInTransaction()) await this.syncToFs();
      return this.#results<T>(messages, statement.fields);
    } catch (err) {
      if (isStalePlan(err) && !retried) {
        await this.#forget(sql);
        return this.#runPrepared<T>(sql, params, true);
      }
      throw Object.assign(err as object, { query: sql, params });
    }
  }

  /**
   * One statement's answer, shaped as `query`'s: each value through this instance's parser for its type. (PGlite's
   * own `parseResults` copies every parser into a new object per statement: the most costly function left.) The
   * columns are the statement's, described when it was prepared: a run sends no RowDescription (Postgres refuses
   * a run whose columns changed since, and the statement is then prepared again).
   */
  #results<T>(answer: messages.BackendMessage[], described: Field[]): Results<T> {
    let fields = described;
    let parsers = fields.map((field) => this.parsers[field.dataTypeID]);
    const rows: Array<Record<string, unknown>> = [];
    let affected = 0;
    for (const message of answer) {
      if (message instanceof protocol.messages.RowDescriptionMessage) {
        fields = fieldsOf(message);
        parsers = fields.map((field) => this.parsers[field.dataTypeID]);
      } else if (message instanceof protocol.messages.DataRowMessage) {
        const row: Record<string, unknown> = {};
        const values = message.fields;
        for (let i = 0; i < values.length; i++) {
          const value = values[i];
          const parser = parsers[i];
          row[fields[i].name] = value === null ? null : parser ? parser(value, fields[i].dataTypeID) : value;
        }
        rows.push(row);
      } else if (message instanceof protocol.messages.CommandCompleteMessage) {
        affected += affectedRows(message.text);
      }
    }
    return { rows: rows as T[], fields, affectedRows: affected };
  }

  /** The prepared statement for a text, prepared now if it is not (then the oldest beyond the limit is closed). */
  async #statement(sql: string): Promise<Prepared> {
    const known = this.#prepared.get(sql);
    if (known) {
      this.#prepared.delete(sql);
      this.#prepared.set(sql, known);
      return known;
    }
    const name = `fedigraph_${++this.#named}`;
    const { messages } = await this.execProtocol(
      concat(
        serialize.parse({ name, text: sql, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
    const description = messages.find((m) => m instanceof protocol.messages.RowDescriptionMessage);
    const prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: description ? fieldsOf(description as messages.RowDescriptionMessage) : [],
    };
    this.#prepared.set(sql, prepared);
    this.#seenOnce.delete(sql);
    if (this.#prepared.size > MAX_PREPARED) await this.#forget(this.#prepared.keys().next().value!);
    return prepared;
  }

  async #forget(sql: string): Promise<void> {
    const prepared = this.#prepared.get(sql);
    if (!prepared) return;
    this.#prepared.delete(sql);
    await this.execProtocol(concat(serialize.close({ type: 'S', name: prepared.name }), serialize.sync()), {
      syncToFs: false,
    });
  }
}
