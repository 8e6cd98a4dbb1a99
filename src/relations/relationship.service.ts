import type { EntityManager } from '@mikro-orm/postgresql';
import { Block, Follow, Mute } from '../entities/index.js';
import { liveMute } from './relation-rules.js';

/** True when either account blocks the other: they then see nothing of each other. */
export async function blockedEitherWay(em: EntityManager, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  return (
    (await em.count(Block, {
      $or: [
        { blocker: a, blocked: b },
        { blocker: b, blocked: a },
      ],
    })) > 0
  );
}

export async function isFollowing(em: EntityManager, followerId: number, followingId: number): Promise<boolean> {
  return (await em.count(Follow, { follower: followerId, following: followingId, state: 'accepted' })) > 0;
}

/** Whether the user mutes the account's notifications (a live mute with `notifications` on). */
export async function mutesNotificationsFrom(em: EntityManager, userId: number, fromId: number): Promise<boolean> {
  return (await em.count(Mute, { muter: userId, muted: fromId, notifications: true, ...liveMute() })) > 0;
}

/** Whether the user muted the thread the status belongs to. */
export async function mutesThreadOf(em: EntityManager, userId: number, statusId: number): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute(
      `select 1 from thread_mutes t join statuses s on s.context_id = t.context_id where t.user_id = ? and s.id = ? limit 1`,
      [userId, statusId],
    );
  return rows.length > 0;
}
