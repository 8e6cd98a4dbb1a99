import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { placeholders, valueBy, type sharedTrip } from '../db/batch-loaders.js';
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
