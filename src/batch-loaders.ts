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
export function valueBy(
  load: (keys: number[]) => Promise<Array<{ key: number | string; value: number | string | null }>>,
): DataLoader<number, number | null> {
  return new DataLoader(async (keys) => {
    const values = new Map(
      (await load([...keys])).map((r) => [Number(r.key), r.value == null ? null : Number(r.value)]),
    );
    return keys.map((k) => (values.has(k) ? values.get(k)! : null));
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
 * Ids as one Postgres array literal, bound to `cast(? as int[])` (used with `= any(...)`): one parameter
 * however many ids, where an `in (?, ?, ...)` list costs the embedded database dearly to parse and plan for
 * hundreds of viewers.
 */
export const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`;
