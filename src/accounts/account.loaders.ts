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

/**
 * The counted fields of the user whose id is `idColumn` (e.g. `u."id"`), as columns of a statement reading that
 * user: the loaders' own statements, each as a scalar subquery (`readCounted` takes them out of the row).
 */
export function countedColumns(idColumn: string): string {
  return Object.entries(COUNTED)
    .map(([field, sql]) => `(select q.value from (${sql(idColumn)}) q) as "counted__${field}"`)
    .join(', ');
}

/** The values of `countedColumns` in a row read with them. */
export function readCounted(row: Record<string, unknown>): CountedValues {
  const values = {} as CountedValues;
  for (const field of Object.keys(COUNTED) as Counted[]) {
    const value = row[`counted__${field}`];
    values[field] = value == null ? null : Number(value);
  }
  return values;
}

/** Primes the counted loaders with a user's values read with `countedColumns`: its fields then run no statement. */
export function primeCounted(loaders: ReturnType<typeof createAccountLoaders>, userId: number, values: CountedValues) {
  for (const field of Object.keys(COUNTED) as Counted[]) loaders[field].prime(userId, values[field]);
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

/** An account's counts as its loaders give them, read with its row (`accountCounts`). */
export interface AccountCountParts {
  statuses: number;
  /** Milliseconds since the epoch, null when it never posted. */
  lastStatusAt: number | null;
  followers: number;
  following: number;
}

/**
 * The columns of `AccountCountParts` over the users alias `u`, for `plainRows`' `beside`: accounts are read with
 * their counts (the same rules as the loaders above), and the Account fields read them from the row.
 */
export const accountCounts: Beside<AccountCountParts> = {
  columns: `(select count(*)::int from statuses s where s.account_id = u.id and s.reblog_of_id is null) as c_statuses,
    (select floor(extract(epoch from max(s.created_at)) * 1000)::bigint from statuses s where s.account_id = u.id) as c_last,
    (select count(*)::int from follows f join users o on o.id = f.follower_id
      where f.following_id = u.id and f.state = 'accepted' and not o.deactivated) as c_followers,
    (select count(*)::int from follows f join users o on o.id = f.following_id
      where f.follower_id = u.id and f.state = 'accepted' and not o.deactivated) as c_following`,
  params: [],
  read: (row) => ({
    statuses: Number(row.c_statuses),
    lastStatusAt: row.c_last == null ? null : Number(row.c_last),
    followers: Number(row.c_followers),
    following: Number(row.c_following),
  }),
};

/** The counts read with an account's row (undefined for an account read otherwise: its fields use the loaders). */
export const countsOf = (user: User) => besideOf<AccountCountParts>(user);
