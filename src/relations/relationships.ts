import type { EntityManager } from '@mikro-orm/postgresql';
import { toId } from '../core/ids.js';
import { AccountNote, Block, Endorsement, Follow, Mute, Subscription, User } from '../entities/index.js';
import { intArray } from '../db/batch-loaders.js';
import { domainBlockedSql, liveMute } from './relation-rules.js';

/** Mastodon's Relationship entity with Pleroma's additions: how the viewer stands with one account. */
export interface Relationship {
  id: number;
  following: boolean;
  followedBy: boolean;
  blocking: boolean;
  blockedBy: boolean;
  muting: boolean;
  mutingNotifications: boolean;
  /** When the viewer's mute ends (null: no mute, or until unmuted). */
  muteExpiresAt: Date | null;
  /** Pleroma's subscription (its own table, independent of following), also Mastodon's `notifying`. */
  subscribing: boolean;
  requested: boolean;
  showingReblogs: boolean;
  /** Only local accounts exist, so no domain is ever blocked. */
  domainBlocking: boolean;
  /** The viewer features the account on their profile. */
  endorsed: boolean;
  note: string;
}

/**
 * The viewer's relationships with many accounts in seven queries (follows and blocks either way, the viewer's
 * live mutes, notes, subscriptions, domain blocks and endorsements), whatever the number of accounts.
 */
export async function relationshipsOf(
  em: EntityManager,
  viewerId: number,
  targetIds: readonly number[],
): Promise<Map<number, Relationship>> {
  const ids = [...new Set(targetIds)];
  const result = new Map<number, Relationship>();
  if (!ids.length) return result;
  const [follows, blocks, mutes, notes, subscriptions, domainBlocked, endorsements] = await Promise.all([
    em.find(Follow, {
      $or: [
        { follower: viewerId, following: { $in: ids } },
        { following: viewerId, follower: { $in: ids } },
      ],
    }),
    em.find(Block, {
      $or: [
        { blocker: viewerId, blocked: { $in: ids } },
        { blocked: viewerId, blocker: { $in: ids } },
      ],
    }),
    em.find(Mute, { muter: viewerId, muted: { $in: ids }, ...liveMute() }),
    em.find(AccountNote, { author: viewerId, target: { $in: ids } }),
    em.find(Subscription, { subscriber: viewerId, target: { $in: ids } }, { fields: ['target'] }),
    em
      .getConnection()
      .execute<Array<{ id: number }>>(
        `select u.id from users u where u.id = any(cast(? as int[])) and ${domainBlockedSql('?', 'u.id')}`,
        [intArray(ids), viewerId],
      ),
    em.find(Endorsement, { user: viewerId, target: { $in: ids } }, { fields: ['target'] }),
  ]);
  for (const id of ids) {
    const out = follows.find((f) => f.follower.id === viewerId && f.following.id === id);
    const back = follows.find((f) => f.following.id === viewerId && f.follower.id === id);
    const muted = mutes.find((m) => m.muted.id === id);
    result.set(id, {
      id,
      following: out?.state === 'accepted',
      followedBy: back?.state === 'accepted',
      blocking: blocks.some((b) => b.blocker.id === viewerId && b.blocked.id === id),
      blockedBy: blocks.some((b) => b.blocked.id === viewerId && b.blocker.id === id),
      muting: muted != null,
      mutingNotifications: muted?.notifications ?? false,
      muteExpiresAt: muted?.expiresAt ?? null,
      subscribing: subscriptions.some((s) => s.target.id === id),
      requested: out?.state === 'pending',
      showingReblogs: out?.showReblogs ?? true,
      domainBlocking: domainBlocked.some((row) => Number(row.id) === id),
      endorsed: endorsements.some((e) => e.target.id === id),
      note: notes.find((n) => n.target.id === id)?.comment ?? '',
    });
  }
  return result;
}

/** GET /api/v1/accounts/relationships: one per existing account of the ids, in the order asked; other ids are left out. */
export async function relationshipsWith(
  em: EntityManager,
  viewerId: number,
  ids: readonly string[],
): Promise<Relationship[]> {
  const wanted = ids.map(toId).filter((id): id is number => id !== null);
  const existing = wanted.length ? await em.find(User, { id: { $in: wanted } }, { fields: ['id'] }) : [];
  const relationships = await relationshipsOf(
    em,
    viewerId,
    existing.map((u) => u.id),
  );
  return [...new Set(wanted)].filter((id) => relationships.has(id)).map((id) => relationships.get(id)!);
}
