import {
  ReferenceKind,
  type EntityClass,
  type EntityMetadata,
  type EntityProperty,
  type Platform,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

/**
 * Shapes of per-request DataLoaders: each batches the keys asked for in one tick into one query, so N nested
 * fields cost one statement.
 */

/** One row per id (null when there is none). */
export function byId<T extends { id: number }>(load: (ids: number[]) => Promise<T[]>): DataLoader<number, T | null> {
  return new DataLoader(async (ids) => {
    const rows = new Map((await load([...ids])).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id) ?? null);
  });
}

/** Every row belonging to a key (an empty list when there is none), in the order loaded. */
export function groupedBy<T>(
  load: (keys: number[]) => Promise<T[]>,
  keyOf: (row: T) => number,
): DataLoader<number, T[]> {
  return new DataLoader(async (keys) => {
    const groups = new Map<number, T[]>();
    for (const row of await load([...keys])) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
    return keys.map((k) => groups.get(k) ?? []);
  });
}

/** A number per key from rows `{ key, value }` (0 when absent): counts, or any value a grouped query gives. */
export function valueBy(load: (keys: number[]) => Promise<KeyValue[]>): DataLoader<number, number | null> {
  return new DataLoader(async (keys) => {
    const values = new Map(
      (await load([...keys])).map((r) => [Number(r.key), r.value == null ? null : Number(r.value)]),
    );
    return keys.map((k) => (values.has(k) ? values.get(k)! : null));
  });
}

/** A row of a grouped query: a key and its value (a count, a time, or 1 for a flag). */
export interface KeyValue {
  key: number | string;
  value: number | string | null;
}

/**
 * Runs grouped `{ key, value }` queries, and sends those asked for in one turn of the event loop as one
 * statement: a `union all` of them, each tagged with its place in the batch. A statement has a fixed cost
 * whatever it reads (the embedded database parses and plans it on the server's thread, a server answers a
 * round trip): a page of statuses asked eleven of them for its counts and the viewer's flags, one per field.
 * Each query keeps its own loader, keys and cache; only the trip to the database is shared.
 */
export function sharedTrip(em: EntityManager) {
  let pending: Array<{
    sql: string;
    params: readonly unknown[];
    resolve: (rows: KeyValue[]) => void;
    reject: (err: unknown) => void;
  }> = [];
  const send = async () => {
    const batch = pending;
    pending = [];
    try {
      const rows: Array<KeyValue & { part: number }> = await em.getConnection().execute(
        batch
          .map((q, part) => `select ${part} as part, q.key::bigint as key, q.value::bigint as value from (${q.sql}) q`)
          .join(' union all '),
        batch.flatMap((q) => q.params),
      );
      const parts = batch.map((): KeyValue[] => []);
      for (const row of rows) parts[row.part].push(row);
      batch.forEach((q, part) => q.resolve(parts[part]));
    } catch (err) {
      for (const q of batch) q.reject(err);
    }
  };
  return (sql: string, params: readonly unknown[]) =>
    new Promise<KeyValue[]>((resolve, reject) => {
      if (pending.length === 0) setImmediate(() => void send());
      pending.push({ sql, params, resolve, reject });
    });
}

/** Whether each key is among those the query returns. */
export function flagBy(load: (keys: number[]) => Promise<number[]>): DataLoader<number, boolean> {
  return new DataLoader(async (keys) => {
    const present = new Set((await load([...keys])).map(Number));
    return keys.map((k) => present.has(k));
  });
}

/** `?, ?, ?` for a list of bound values. */
export const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * Values read in the same statement as a plain row (`plainRows`' `beside`): SQL select expressions over the
 * row's alias (with `?` for `params`), and how the row's extra columns become one value, kept on the object
 * under `BESIDE` (read it with `besideOf`).
 */
export interface Beside<X> {
  columns: string;
  params: readonly unknown[];
  read: (row: Record<string, unknown>) => X;
}

export const BESIDE = Symbol('read beside the row');

/** What `plainRows` read beside `row` (undefined for an object read without it, or a managed entity). */
export const besideOf = <X>(row: object): X | undefined => (row as { [BESIDE]?: X })[BESIDE];

/**
 * Rows of an entity's table as plain objects shaped like the entity, for read-only loaders whose rows only feed
 * GraphQL fields: each eager property under its name (converted as MikroORM converts it), a many-to-one as
 * `{ id }` (what the fields read of a reference), lazy properties left out. It skips MikroORM's unit of work
 * (hydration, identity map, change snapshot), which cost more than the rest of the engine on a 1000-report
 * page (docs/performance.md). The objects are not managed: never hand one to the EntityManager. With `beside`,
 * each object also carries what those columns read (`besideOf`).
 */
export function plainRows<T extends object, X = never>(
  em: EntityManager,
  entity: EntityClass<T>,
  alias?: string,
  beside?: Beside<X>,
) {
  const shape = plainShape(em, entity);
  const columns = beside ? `${shape.columns()}, ${beside.columns}` : shape.columns();
  const toObject = plainMapper(em, entity, beside);
  const from = alias ? `"${shape.table}" ${alias}` : `"${shape.table}"`;
  /** The rows `where` selects (SQL with `?` for `params`, an order and a limit may follow; over `alias` if given). */
  return async (where: string, params: readonly unknown[]): Promise<T[]> => {
    const rows: Array<Record<string, unknown>> = await em
      .getConnection()
      .execute(`select ${columns} from ${from} where ${where}`, beside ? [...beside.params, ...params] : [...params]);
    return rows.map(toObject);
  };
}

/** The columns `plainRows` selects of an entity's table, quoted. */
export const plainColumns = <T extends object>(em: EntityManager, entity: EntityClass<T>): string =>
  plainShape(em, entity).columns();

/**
 * A row of an entity's table (keyed by column name: as the driver answers it, or as Postgres's `row_to_json`
 * and `json_agg` write it) as `plainRows` maps it, with what `beside` reads of it.
 */
export function plainMapper<T extends object, X = never>(
  em: EntityManager,
  entity: EntityClass<T>,
  beside?: Beside<X>,
): (row: Record<string, unknown>) => T {
  const shape = plainShape(em, entity);
  if (!beside) return (row) => shape.toObject(row);
  return (row) => Object.assign(shape.toObject(row) as object, { [BESIDE]: beside.read(row) }) as T;
}

/**
 * The row of an entity as `plainRows` reads it, for a statement that selects it beside other columns: `columns`
 * names each eager property's column (over `alias`, renamed `<prefix><column>` when a prefix is given) and
 * `toObject` makes the plain object of a row that has them.
 */
export function plainShape<T extends object>(em: EntityManager, entity: EntityClass<T>): PlainShape<T> {
  const meta = em.getMetadata().get<T>(entity.name);
  const known = shapes.get(meta);
  if (known) return known as PlainShape<T>;
  const shape = makePlainShape(meta, em.getPlatform());
  shapes.set(meta, shape);
  return shape;
}

interface PlainShape<T> {
  table: string;
  columns(alias?: string, prefix?: string): string;
  toObject(row: Record<string, unknown>, prefix?: string): T;
  /** A managed entity as `toObject` would read its row. */
  fromManaged(managed: T): T;
}

/** The shapes made, by entity (its metadata lives as long as the ORM that made them). */
const shapes = new WeakMap<object, PlainShape<unknown>>();

function makePlainShape<T>(meta: EntityMetadata<T>, platform: Platform): PlainShape<T> {
  const props = storedEagerProps(meta);
  const lists = new Map<string, string>();
  const columnNames = props.map((p) => p.fieldNames[0]);
  // A row's keys by prefix, made once: a key concatenated anew for every row and column is hashed on every lookup.
  const prefixed = new Map<string, string[]>([['', columnNames]]);
  return {
    table: meta.tableName,
    columns: (alias?: string, prefix = '') => {
      const key = `${alias ?? ''} ${prefix}`;
      let list = lists.get(key);
      if (list === undefined)
        lists.set(
          key,
          (list = props
            .map((p) => {
              const column = `"${p.fieldNames[0]}"`;
              return prefix ? `${alias}.${column} as "${prefix}${p.fieldNames[0]}"` : column;
            })
            .join(', ')),
        );
      return list;
    },
    fromManaged: (managed: T): T => {
      const object: Record<string, unknown> = {};
      for (const p of props) {
        const value = (managed as Record<string, unknown>)[p.name];
        object[p.name] =
          p.kind !== ReferenceKind.SCALAR && value != null ? { id: (value as { id: unknown }).id } : value;
      }
      return object as T;
    },
    toObject: (row: Record<string, unknown>, prefix = ''): T => {
      const keys =
        prefixed.get(prefix) ??
        prefixed
          .set(
            prefix,
            columnNames.map((c) => prefix + c),
          )
          .get(prefix)!;
      const object: Record<string, unknown> = {};
      for (let i = 0; i < props.length; i++) {
        const p = props[i];
        const value = row[keys[i]];
        if (p.kind !== ReferenceKind.SCALAR) object[p.name] = value == null ? null : { id: value };
        else if (value != null && p.customType) object[p.name] = p.customType.convertToJSValue(value, platform);
        else if (typeof value === 'string' && p.runtimeType === 'Date') object[p.name] = new Date(value);
        else object[p.name] = value;
      }
      return object as T;
    },
  };
}

/**
 * A managed entity as `plainRows` would read its row (each eager property, a many-to-one as `{ id }`): to prime
 * a plain-rows loader with an entity the request already holds, as read or written in this request.
 */
export function plainOf<T extends object>(em: EntityManager, entity: EntityClass<T>, managed: T): T {
  return plainShape(em, entity).fromManaged(managed);
}

const eagerProps = new WeakMap<object, Array<EntityProperty<never>>>();

/**
 * The properties of an entity that MikroORM reads with its row: scalars and owned references, not the lazy ones
 * (password hashes, MFA secrets) nor those it does not store.
 */
export function storedEagerProps<T>(meta: EntityMetadata<T>): Array<EntityProperty<T>> {
  let props = eagerProps.get(meta) as Array<EntityProperty<T>> | undefined;
  if (props === undefined)
    eagerProps.set(
      meta,
      (props = meta.props.filter(
        (p) =>
          !p.lazy &&
          p.persist !== false &&
          (p.kind === ReferenceKind.SCALAR ||
            p.kind === ReferenceKind.MANY_TO_ONE ||
            (p.kind === ReferenceKind.ONE_TO_ONE && p.owner)),
      )) as Array<EntityProperty<never>>,
    );
  return props;
}

/** `"column" in (?, ...) order by "id"`: the rows of `plainRows` whose column is one of `keys`, oldest first. */
export function keyedBy(column: string, keys: readonly number[]): [string, readonly number[]] {
  return [`"${column}" in (${placeholders(keys)}) order by "id"`, keys];
}

/**
 * Ids as one Postgres array literal, bound to `cast(? as int[])` (used with `= any(...)`): one parameter
 * however many ids, where an `in (?, ?, ...)` list costs the embedded database dearly to parse and plan for
 * hundreds of viewers.
 */
export const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`;
