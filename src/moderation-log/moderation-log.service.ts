import type { EntityManager } from '@mikro-orm/postgresql';
import { ModerationLogEntry, type User } from '../entities/index.js';

/** `@nick`, as Pleroma's moderation-log messages name accounts. */
export const mention = (user: Pick<User, 'nickname'>): string => `@${user.nickname}`;

/** `@a, @b`: several accounts in one message. */
export const mentions = (users: Pick<User, 'nickname'>[]): string => users.map(mention).join(', ');

/**
 * Records one admin action. `data` is the action's subject as the log entry's `data` shows it (beside `actor`
 * and `action`, which are added when the entry is read); `message` is worded as Pleroma's ModerationLog words
 * it, e.g. `@admin deactivated users: @a, @b`. The entry is persisted with the caller's next flush, so it
 * lands in the same transaction as the action itself.
 */
export function logModerationAction(
  em: EntityManager,
  actor: User,
  action: string,
  data: Record<string, unknown>,
  message: string,
): ModerationLogEntry {
  return em.create(ModerationLogEntry, { actor, actorNickname: actor.nickname, action, data, message });
}
