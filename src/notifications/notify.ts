import type { EntityManager } from '@mikro-orm/postgresql';
import { Notification, type NotificationType } from '../entities/index.js';
import { notificationCreated } from '../events/publish.js';
import { enqueuePushes } from '../push/push-delivery.js';
import { blockedEitherWaySql, liveMuteSql } from '../relations/relation-rules.js';

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

/** The columns a candidate notification gives, in this order, as `x.<column>` (see `insertNotifications`). */
const CANDIDATE_COLUMNS = 'user_id, type, from_account_id, status_id, report_id, chat_message_id, emoji';

/**
 * Whether the candidate `x` (its columns named as in `CANDIDATE_COLUMNS`) may be recorded, as SQL: nobody is
 * notified of their own acts (but of their poll's end), and never of an account blocked either way or whose
 * notifications they mute, nor about a status of a thread they muted.
 */
function notifiableSql(): string {
  const context = '(select s.context_id from statuses s where s.id = x.status_id)';
  return `(x.user_id <> x.from_account_id or x.type = 'poll')
    and (x.user_id = x.from_account_id or not (${blockedEitherWaySql('x.user_id', 'x.from_account_id')}
      or exists (select 1 from mutes m where m.muter_id = x.user_id and m.muted_id = x.from_account_id
        and m.notifications and ${liveMuteSql('m')})))
    and (x.status_id is null
      or not exists (select 1 from thread_mutes t where t.user_id = x.user_id and t.context_id = ${context}))`;
}

/** Candidates as a select giving `CANDIDATE_COLUMNS` in order, with its bound values. */
export interface Candidates {
  sql: string;
  params: unknown[];
}

/** One candidate per notification, as a `values` list with its columns typed by the first row. */
export function listedCandidates(list: readonly NewNotification[]): Candidates {
  const first = `(cast(? as int), cast(? as text), cast(? as int), cast(? as int), cast(? as int), cast(? as int), cast(? as text))`;
  const rows = list.map((_, i) => (i === 0 ? first : '(?, ?, ?, ?, ?, ?, ?)'));
  return {
    sql: `values ${rows.join(', ')}`,
    params: list.flatMap((n) => [
      n.userId,
      n.type,
      n.fromId,
      n.statusId ?? null,
      n.reportId ?? null,
      n.chatMessageId ?? null,
      n.emoji ?? null,
    ]),
  };
}

export type InsertedRow = Record<string, unknown> & { pushes: boolean };

/**
 * Records the candidates of each part that `notifiableSql` lets through, in one statement (in the caller's
 * transaction, if any); then queues their pushes (only for users with a push subscription, which the same
 * statement tells) and publishes them. Returns the notifications recorded.
 */
export async function insertNotifications(em: EntityManager, parts: readonly Candidates[]): Promise<Notification[]> {
  if (!parts.length) return [];
  const insert = notificationsInsertSql(parts);
  const rows = await em
    .getConnection()
    .execute<InsertedRow[]>(insert.sql, insert.params, 'all', em.getTransactionContext());
  return recordInserted(em, rows);
}

/** The insert of the notifications `notifiableSql` lets through, answering them with whether their user has pushes. */
export function notificationsInsertSql(parts: readonly Candidates[], condition = 'true'): Candidates {
  return {
    sql: `insert into notifications (${CANDIDATE_COLUMNS})
     select ${CANDIDATE_COLUMNS} from (${parts.map((p) => p.sql).join(' union all ')}) as x(${CANDIDATE_COLUMNS})
     where ${condition} and ${notifiableSql()}
     returning *, exists (select 1 from push_subscriptions p where p.user_id = notifications.user_id) as pushes`,
    params: parts.flatMap((p) => p.params),
  };
}

/** The rows `notificationsInsertSql` answered, as managed notifications: their pushes queued, each published. */
export async function recordInserted(em: EntityManager, rows: InsertedRow[]): Promise<Notification[]> {
  const out: Notification[] = [];
  for (const { pushes, ...row } of rows) {
    const notification = em.map(Notification, row);
    if (pushes) await enqueuePushes(em, notification);
    notificationCreated(em, notification);
    out.push(notification);
  }
  return out;
}

/**
 * Runs `write` (an insert returning a row when it added one) and, when it added a row, records the notification
 * if it should exist, all in one statement. Returns whether the write added a row.
 */
export async function writeAndNotify(
  em: EntityManager,
  write: { sql: string; params: unknown[] },
  n: NewNotification,
): Promise<boolean> {
  const insert = notificationsInsertSql([listedCandidates([n])], 'exists (select 1 from w)');
  const [row] = await em.getConnection().execute<Array<InsertedRow & { written: number | string }>>(
    `with w as (${write.sql}), n as (${insert.sql})
     select (select count(*) from w) as written, n.* from (select 1) as one left join n on true`,
    [...write.params, ...insert.params],
    'all',
    em.getTransactionContext(),
  );
  const { written, ...notification } = row;
  if (notification.id != null) await recordInserted(em, [notification as InsertedRow]);
  return Number(written) > 0;
}

/** Records the notifications of the list that should exist (see `notifiableSql`), in one statement. */
export function notifyAll(em: EntityManager, list: readonly NewNotification[]): Promise<Notification[]> {
  return insertNotifications(em, list.length ? [listedCandidates(list)] : []);
}

/**
 * Records a notification unless it should not exist (see `notifiableSql`), with its check in the same
 * statement. Returns the notification, or null.
 */
export async function notify(em: EntityManager, n: NewNotification): Promise<Notification | null> {
  const [notification] = await notifyAll(em, [n]);
  return notification ?? null;
}
