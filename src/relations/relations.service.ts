import type { EntityManager } from '@mikro-orm/postgresql';
import { Block, Follow, Mute } from '../entities/index.js';
import { liveMute } from './relation-rules.js';

/** True when either account blocks the other: they then see nothing of each other. */
export async function blockedEitherWay(em: EntityManager, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  return (await em.count(Block, { $or: [{ blocker: a, blocked: b }, { blocker: b, blocked: a }] })) > 0;
}

/** Accounts whose content the viewer never sees: those the viewer blocks or mutes, and those blocking the viewer. */
export async function hiddenAccountIds(em: EntityManager, viewerId: number): Promise<number[]> {
  const [blocks, mutes] = await Promise.all([
    em.find(Block, { $or: [{ blocker: viewerId }, { blocked: viewerId }] }, { fields: ['blocker', 'blocked'] }),
    em.find(Mute, { muter: viewerId, ...liveMute() }, { fields: ['muted'] }),
  ]);
  const ids = new Set<number>();
  for (const b of blocks) ids.add(b.blocker.id === viewerId ? b.blocked.id : b.blocker.id);
  for (const m of mutes) ids.add(m.muted.id);
  return [...ids];
}

export async function isFollowing(em: EntityManager, followerId: number, followingId: number): Promise<boolean> {
  return (await em.count(Follow, { follower: followerId, following: followingId, state: 'accepted' })) > 0;
}

/** Whether the user mutes the account's notifications (a live mute with `notifications` on). */
export async function mutesNotificationsFrom(em: EntityManager, userId: number, fromId: number): Promise<boolean> {
  return (await em.count(Mute, { muter: userId, muted: fromId, notifications: true, ...liveMute() })) > 0;
}
