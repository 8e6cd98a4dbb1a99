import type { EntityManager } from '@mikro-orm/postgresql';
import { ConversationParticipation, Status, User } from '../entities/index.js';
import { BadInputError, NotFoundError } from '../core/errors.js';
import { conversationUpdated } from '../events/publish.js';
import { toId } from '../core/ids.js';
import { keysetSql, mapPage, pageWindow, toPage, type Page, type PageArgs } from '../core/pagination.js';
import { blockedEitherWay } from '../relations/relationship.service.js';
import { cond, hiddenAuthorSql, statusPage } from '../statuses/status-query.js';
import { visibleSql } from '../statuses/visibility.js';

/**
 * Direct conversations as Pleroma keeps them: one participation per user and thread. Its recipients are
 * fixed when it is created (the owner always among them) and change only when the owner changes them.
 */

const UNKNOWN = 'Unknown conversation id';

/**
 * After a direct status is posted: every participant (author and recipients, blocks aside) gets a
 * participation in the thread, unread for all but the author; existing ones keep their recipients.
 */
export async function recordDirectStatus(em: EntityManager, status: Status): Promise<void> {
  const authorId = status.account.id;
  const participants = [authorId, ...status.recipientIds.filter((id) => id !== authorId)];
  const existing = await em.find(ConversationParticipation, {
    context: status.context.id,
    user: { $in: participants },
  });
  const updated: ConversationParticipation[] = [];
  for (const userId of participants) {
    if (userId !== authorId && (await blockedEitherWay(em, userId, authorId))) continue;
    const participation = existing.find((p) => p.user.id === userId);
    if (participation) {
      participation.read = userId === authorId;
      participation.updatedAt = new Date();
      updated.push(participation);
    } else {
      updated.push(
        em.create(ConversationParticipation, {
          user: userId,
          context: status.context.id,
          recipientIds: participants,
          read: userId === authorId,
        }),
      );
    }
  }
  await em.flush();
  for (const participation of updated) conversationUpdated(em, participation);
}

/** The latest direct status of the thread the viewer may see: the conversation's `last_status`. */
function lastDirectStatusSql(viewerId: number, contextColumn: string): { sql: string; params: unknown[] } {
  const visible = visibleSql('s', viewerId);
  return {
    sql: `(select max(s.id) from statuses s where s.context_id = ${contextColumn} and s.visibility = 'direct' and s.reblog_of_id is null and ${visible.sql})`,
    params: visible.params,
  };
}

/** The last status id per thread, for many threads in one query (DataLoader batches). */
export async function lastDirectStatusIds(
  em: EntityManager,
  viewerId: number,
  contextIds: readonly number[],
): Promise<Map<number, number | null>> {
  const last = lastDirectStatusSql(viewerId, 'c.id');
  const rows: Array<{ id: number; last_status_id: number | null }> = contextIds.length
    ? await em
        .getConnection()
        .execute(
          `select c.id, ${last.sql} as last_status_id from status_contexts c where c.id in (${contextIds.map(() => '?').join(', ')})`,
          [...last.params, ...contextIds],
        )
    : [];
  return new Map(rows.map((r) => [Number(r.id), r.last_status_id == null ? null : Number(r.last_status_id)]));
}

/** The viewer's conversations that have a direct status they may see, by latest status; cursor = that status id. */
export async function listConversations(
  em: EntityManager,
  viewer: User,
  page: PageArgs,
): Promise<Page<ConversationParticipation>> {
  const w = pageWindow(page);
  const last = lastDirectStatusSql(viewer.id, 'p.context_id');
  const keyset = keysetSql('l.last_status_id', w);
  const rows: Array<{ id: number; last_status_id: number }> = await em.getConnection().execute(
    `select l.id, l.last_status_id from (select p.id, ${last.sql} as last_status_id from conversation_participations p where p.user_id = ?) l
     where l.last_status_id is not null and ${keyset.sql} order by l.last_status_id ${keyset.order} limit ?`,
    [...last.params, viewer.id, ...keyset.params, w.limit],
  );
  const byId = new Map(
    (await em.find(ConversationParticipation, { id: { $in: rows.map((r) => Number(r.id)) } })).map((p) => [p.id, p]),
  );
  const found = toPage(rows, w, (r) => Number(r.last_status_id));
  return mapPage(found, (r) => byId.get(Number(r.id)));
}

export async function getConversation(em: EntityManager, viewer: User, id: string): Promise<ConversationParticipation> {
  const participationId = toId(id);
  const participation = participationId
    ? await em.findOne(ConversationParticipation, { id: participationId, user: viewer })
    : null;
  if (!participation) throw new NotFoundError(UNKNOWN);
  return participation;
}

/**
 * The statuses of a conversation's thread that the viewer may see: the page's `limit` newest, listed oldest
 * first as Pleroma reads a thread (the cursors stay those of other timelines: `endCursor` the oldest).
 */
export async function conversationStatuses(
  em: EntityManager,
  viewer: User,
  participation: ConversationParticipation,
  page: PageArgs,
): Promise<Page<Status>> {
  const newestFirst = await statusPage(em, viewer.id, pageWindow(page), [
    cond('s.context_id = ? and s.reblog_of_id is null', participation.context.id),
    hiddenAuthorSql(viewer.id),
  ]);
  return { ...newestFirst, items: [...newestFirst.items].reverse(), cursors: [...newestFirst.cursors].reverse() };
}

/** Replaces the recipients (existing accounts only); the owner always stays one of them. */
export async function setRecipients(
  em: EntityManager,
  viewer: User,
  id: string,
  recipients: string[],
): Promise<ConversationParticipation> {
  const participation = await getConversation(em, viewer, id);
  const ids = recipients.map(toId);
  if (ids.some((r) => r == null)) throw new BadInputError('recipients: must be account ids');
  const existing = await em.find(User, { id: { $in: ids as number[] } }, { fields: ['id'] });
  participation.recipientIds = [
    viewer.id,
    ...existing
      .map((u) => u.id)
      .filter((u) => u !== viewer.id)
      .sort((a, b) => a - b),
  ];
  await em.flush();
  return participation;
}

export async function markConversationRead(
  em: EntityManager,
  viewer: User,
  id: string,
): Promise<ConversationParticipation> {
  const participation = await getConversation(em, viewer, id);
  participation.read = true;
  await em.flush();
  return participation;
}

/** Marks every unread conversation read; returns those it changed. */
export async function markAllConversationsRead(em: EntityManager, viewer: User): Promise<ConversationParticipation[]> {
  const unread = await em.find(
    ConversationParticipation,
    { user: viewer, read: false },
    { orderBy: { updatedAt: 'desc' } },
  );
  for (const p of unread) p.read = true;
  await em.flush();
  return unread;
}
