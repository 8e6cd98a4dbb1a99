import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { besideOf, placeholders, valueBy, type Beside, type sharedTrip } from '../db/batch-loaders.js';
import type { User } from '../entities/index.js';
import { relationshipsOf, type Relationship } from '../relations/relationships.js';

/** Follows in a state, counted per account on the `counted` side, from active accounts on the other side. */
const followsSql = (counted: 'follower_id' | 'following_id', state: 'accepted' | 'pending') => (ids: string) => {
  const other = counted === 'follower_id' ? 'following_id' : 'follower_id';
  return `select f.${counted} as key, count(*) as value from follows f join users o on o.id = f.${other}
      where f.${counted} in (${ids}) and f.state = '${state}' and not o.deactivated group by f.${counted}`;
};

/**
 * The grouped statement of each counted Account field: `{ key, value }` per account whose id is among `ids` (SQL:
 * placeholders, or a column of an enclosing statement). Counts leave out deactivated accounts, as the lists do.
 */
const COUNTED = {
  /** Own statuses; reblogs are not counted (Pleroma's note_count). */
  statusesCount: (ids: string) => `select account_id as key, count(*) as value from statuses
      where account_id in (${ids}) and reblog_of_id is null group by account_id`,
  /** When the account last posted (reblogs included), in milliseconds since the epoch. */
  lastStatusAt: (ids: string) => `select account_id as key, floor(extract(epoch from max(created_at)) * 1000) as value
      from statuses where account_id in (${ids}) group by account_id`,
  followersCount: followsSql('following_id', 'accepted'),
  followingCount: followsSql('follower_id', 'accepted'),
  followRequestsCount: followsSql('following_id', 'pending'),
};
type Counted = keyof typeof COUNTED;

/** A user's counted fields as read by `countedColumns`, by field (null where the loader reads no row). */
export type CountedValues = Record<Counted, number | null>;

const ALL_COUNTED = Object.keys(COUNTED) as Counted[];
/** The prefix of the columns `countedColumns` names. */
export const COUNTED_PREFIX = 'counted__';

/**
 * The counted fields of the user whose id is `idColumn` (e.g. `u."id"`), as columns of a statement reading that
 * user: the loaders' own statements, each as a scalar subquery (`readCounted` takes them out of the row).
 */
export function countedColumns(idColumn: string, fields: readonly Counted[] = ALL_COUNTED): string {
  return fields
    .map((field) => `(select q.value from (${COUNTED[field](idColumn)}) q) as "${COUNTED_PREFIX}${field}"`)
    .join(', ');
}

/** The values of `countedColumns` in a row read with them (the fields not read are null). */
export function readCounted(row: Record<string, unknown>): CountedValues {
  const values = {} as CountedValues;
  for (const field of ALL_COUNTED) {
    const value = row[`${COUNTED_PREFIX}${field}`];
    values[field] = value == null ? null : Number(value);
  }
  return values;
}

/** Primes the counted loaders with a user's values read with `countedColumns`: its fields then run no statement. */
export function primeCounted(
  loaders: ReturnType<typeof createAccountLoaders>,
  userId: number,
  values: Partial<CountedValues>,
) {
  for (const [field, value] of Object.entries(values) as Array<[Counted, number | null]>)
    loaders[field].prime(userId, value);
}

/**
 * The batch loaders behind the Account fields: one grouped statement per field for a whole page of accounts.
 * The counts share their trips to the database (`trip`).
 */
export function createAccountLoaders(em: EntityManager, viewerId: number | null, trip: ReturnType<typeof sharedTrip>) {
  const counted = (field: Counted) => valueBy((ids) => trip(COUNTED[field](placeholders(ids)), ids));
  return {
    statusesCount: counted('statusesCount'),
    lastStatusAt: counted('lastStatusAt'),
    followersCount: counted('followersCount'),
    followingCount: counted('followingCount'),
    followRequestsCount: counted('followRequestsCount'),
    /** The viewer's relationship with each account; null for anonymous callers. */
    relationship: new DataLoader<number, Relationship | null>(async (ids) => {
      if (viewerId == null) return ids.map(() => null);
      const found = await relationshipsOf(em, viewerId, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
  };
}

/** What an account on a page shows of its counts (its follow requests are the account's own, read by their loader). */
const SHOWN_COUNTED: readonly Counted[] = ['statusesCount', 'lastStatusAt', 'followersCount', 'followingCount'];

/**
 * The counts an account on a page shows, read with its row over the users alias `u` (`plainRows`' `beside`): the
 * loaders' own statements (`countedColumns`), and the Account fields read them from the row.
 */
export const accountCounts: Beside<CountedValues> = {
  columns: countedColumns('u.id', SHOWN_COUNTED),
  params: [],
  read: readCounted,
};

/** The counts read with an account's row (undefined for an account read otherwise: its fields use the loaders). */
export const countsOf = (user: User) => besideOf<CountedValues>(user);
