import type { EntityManager } from '@mikro-orm/postgresql';
import { Notification, type NotificationType } from '../entities/index.js';
import { notificationCreated } from '../events/publish.js';
import { enqueuePushes } from '../push/push-delivery.js';
import { blockedEitherWay, mutesNotificationsFrom, mutesThreadOf } from '../relations/relationship.service.js';

export interface NewNotification {
  /** The account notified. */
  userId: number;
  type: NotificationType;
  /** The account that caused it. */
  fromId: number;
  statusId?: number | null;
  reportId?: number | null;
  chatMessageId?: number | null;
  emoji?: string | null;
}

/**
 * Records a notification unless it should not exist: nobody is notified of their own acts (but of their poll's end), and never of
 * an account blocked either way or whose notifications they mute, nor about a status of a thread they muted. Returns the
 * notification, or null.
 */
export async function notify(em: EntityManager, n: NewNotification): Promise<Notification | null> {
  // The one exception: the author of a poll hears that it ended (from themselves, as Pleroma tells it).
  const self = n.userId === n.fromId;
  if (self && n.type !== 'poll') return null;
  if (!self && (await blockedEitherWay(em, n.userId, n.fromId))) return null;
  if (!self && (await mutesNotificationsFrom(em, n.userId, n.fromId))) return null;
  if (n.statusId != null && (await mutesThreadOf(em, n.userId, n.statusId))) return null;
  const notification = em.create(Notification, {
    user: n.userId,
    type: n.type,
    fromAccount: n.fromId,
    status: n.statusId ?? null,
    report: n.reportId ?? null,
    chatMessage: n.chatMessageId ?? null,
    emoji: n.emoji ?? null,
  });
  await em.flush();
  await enqueuePushes(em, notification);
  notificationCreated(em, notification);
  return notification;
}
