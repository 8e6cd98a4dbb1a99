import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatMessage, ConversationParticipation, Notification, Report, Status, User } from '../entities/index.js';
import { publish } from './bus.js';

/**
 * One call per change, made by the service where it happens, after the change is committed. Each sends
 * ids only; receivers load what they may see.
 */

/** `federates`: whether it may go to another server, when the insert read it (`mayFederateSql`). */
export function statusCreated(em: EntityManager, s: Status, federates?: boolean): void {
  publish(em, {
    type: 'status.created',
    statusId: s.id,
    accountId: s.account.id,
    visibility: s.visibility,
    ...(federates == null ? {} : { federates }),
  });
}

export function statusUpdated(em: EntityManager, s: Status): void {
  publish(em, { type: 'status.updated', statusId: s.id, accountId: s.account.id, visibility: s.visibility });
}

/** With the routing facts of the status, read before its row went. */
export function statusDeleted(em: EntityManager, s: Status): void {
  publish(em, {
    type: 'status.deleted',
    statusId: s.id,
    accountId: s.account.id,
    visibility: s.visibility,
    recipientIds: s.recipientIds,
    tags: s.tags,
    local: s.local,
    reblogOfId: s.reblogOf?.id ?? null,
  });
}

export function notificationCreated(em: EntityManager, n: Notification): void {
  publish(em, { type: 'notification.created', notificationId: n.id, userId: n.user.id, accountId: n.fromAccount.id });
}

export function conversationUpdated(em: EntityManager, p: ConversationParticipation): void {
  publish(em, { type: 'conversation.updated', participationId: p.id, userId: p.user.id });
}

export function chatMessageCreated(em: EntityManager, m: ChatMessage): void {
  publish(em, {
    type: 'chat_message.created',
    chatMessageId: m.id,
    senderId: m.sender.id,
    recipientId: m.recipient.id,
  });
}

export function emojiReactionAdded(em: EntityManager, status: Status, reactor: User, emoji: string): void {
  publish(em, {
    type: 'emoji_reaction.added',
    statusId: status.id,
    accountId: reactor.id,
    emoji,
    remote: !status.local,
  });
}

export function reportOpened(em: EntityManager, r: Report): void {
  publish(em, { type: 'report.opened', reportId: r.id, accountId: r.actor.id, targetAccountId: r.account.id });
}

/** After tokens are revoked or the password changes: the user's open sockets check their credentials again. */
export function credentialsChanged(em: EntityManager, userId: number): void {
  publish(em, { type: 'credentials.changed', userId });
}

/** After an OAuth app is edited or deleted, or a token of it revoked: every instance drops its cached tokens. */
export function oauthAppChanged(em: EntityManager, appId: number): void {
  publish(em, { type: 'oauth_app.changed', appId });
}

/** Follows: federation tells the other server (a Follow, an Accept, an Undo or a Reject). */
export function followCreated(
  em: EntityManager,
  followerId: number,
  followingId: number,
  state: 'accepted' | 'pending',
): void {
  publish(em, { type: 'follow.created', followerId, followingId, state });
}

export function followAccepted(em: EntityManager, followerId: number, followingId: number): void {
  publish(em, { type: 'follow.accepted', followerId, followingId });
}

export function followRemoved(em: EntityManager, followerId: number, followingId: number, rejected: boolean): void {
  publish(em, { type: 'follow.removed', followerId, followingId, rejected });
}

export function blockCreated(em: EntityManager, blockerId: number, blockedId: number): void {
  publish(em, { type: 'block.created', blockerId, blockedId });
}

/** Favourites and reactions: federation tells the status's author (a Like, an EmojiReact, or their Undo). */
export function favouriteAdded(em: EntityManager, status: Status, accountId: number): void {
  publish(em, { type: 'favourite.added', statusId: status.id, accountId, remote: !status.local });
}

export function favouriteRemoved(em: EntityManager, status: Status, accountId: number): void {
  publish(em, { type: 'favourite.removed', statusId: status.id, accountId, remote: !status.local });
}

export function emojiReactionRemoved(em: EntityManager, status: Status, accountId: number, emoji: string): void {
  publish(em, { type: 'emoji_reaction.removed', statusId: status.id, accountId, emoji, remote: !status.local });
}

/** An account moved: federation tells its followers (a Move). */
export function accountMoved(em: EntityManager, accountId: number, targetId: number): void {
  publish(em, { type: 'account.moved', accountId, targetId });
}

/** A profile change: federation tells the account's followers (an Update of the actor). */
export function accountUpdated(em: EntityManager, accountId: number): void {
  publish(em, { type: 'account.updated', accountId });
}
