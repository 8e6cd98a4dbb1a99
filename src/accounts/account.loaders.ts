import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { besideOf, placeholders, valueBy, type Beside, type sharedTrip } from '../db/batch-loaders.js';
import type { User } from '../entities/index.js';
import { relationshipsOf, type Relationship } from '../relations/relationships.js';

/**
 * The batch loaders behind the Account fields: one grouped statement per field for a whole page of accounts.
 * Counts leave out deactivated accounts, as the lists do. The counts share their trips to the database (`trip`).
 */
export function createAccountLoaders(em: EntityManager, viewerId: number | null, trip: ReturnType<typeof sharedTrip>) {
  /** Follows in a state, counted per account on the `counted` side, from active accounts on the other side. */
  const follows = (counted: 'follower_id' | 'following_id', state: 'accepted' | 'pending') => {
    const other = counted === 'follower_id' ? 'following_id' : 'follower_id';
    return valueBy((ids) =>
      trip(
        `select f.${counted} as key, count(*) as value from follows f join users u on u.id = f.${other}
      where f.${counted} in (${placeholders(ids)}) and f.state = '${state}' and not u.deactivated group by f.${counted}`,
        ids,
      ),
    );
  };
  return {
    /** Own statuses; reblogs are not counted (Pleroma's note_count). */
    statusesCount: valueBy((ids) =>
      trip(
        `select account_id as key, count(*) as value from statuses
      where account_id in (${placeholders(ids)}) and reblog_of_id is null group by account_id`,
        ids,
      ),
    ),
    /** When the account last posted (reblogs included), in milliseconds since the epoch. */
    lastStatusAt: valueBy((ids) =>
      trip(
        `select account_id as key, floor(extract(epoch from max(created_at)) * 1000) as value from statuses
      where account_id in (${placeholders(ids)}) group by account_id`,
        ids,
      ),
    ),
    followersCount: follows('following_id', 'accepted'),
    followingCount: follows('follower_id', 'accepted'),
    followRequestsCount: follows('following_id', 'pending'),
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
