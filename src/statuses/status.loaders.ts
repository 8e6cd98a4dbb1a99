import type { EntityManager } from '@mikro-orm/postgresql';
import {
  byId,
  flagBy,
  groupedBy,
  keyedBy,
  placeholders,
  plainRows,
  valueBy,
  type sharedTrip,
} from '../db/batch-loaders.js';
import { lastDirectStatusIds } from '../conversations/conversation.service.js';
import DataLoader from 'dataloader';
import { ConversationParticipation, MediaAttachment, OAuthApp, PreviewCard, Status } from '../entities/index.js';
import { liveMuteSql } from '../relations/relation-rules.js';
import { visibleSql } from './visibility.js';
import { COUNTED_REPLY_SQL, SHOWN_REACTION_SQL, statusParts } from './status-parts.js';

/**
 * The batch loaders behind the Status, Conversation and Notification fields. Those named "visible" apply
 * the viewer's visibility rule, so a nested field can never reveal a status the viewer may not see. The
 * counts and the viewer's flags share their trips to the database (`trip`).
 */
export function createStatusLoaders(em: EntityManager, viewerId: number | null, trip: ReturnType<typeof sharedTrip>) {
  const rows = <T>(sql: string, params: unknown[]): Promise<T[]> => em.getConnection().execute(sql, params);
  const media = plainRows(em, MediaAttachment);
  /** Statuses as plain rows (see `plainRows`): the loaders' statuses are only rendered. */
  const statuses = plainRows(em, Status, 's');
  /** With their media, reactions, counts and the viewer's flags (`statusParts`): they are rendered. */
  const statusesWithParts = plainRows(em, Status, 's', statusParts(em, viewerId));
  const visible = visibleSql('s', viewerId);
  /** Only meaningful with a viewer: without one, every flag is false and there is no participation. */
  const forViewer = <T>(none: T, load: (viewer: number) => Promise<T>) =>
    viewerId == null ? Promise.resolve(none) : load(viewerId);

  return {
    /**
     * Statuses the request read ahead of its operation, by id as the operation names them, with their parts for
     * the viewer (`visibleStatusWithFacts`): the `status` query answers them without reading them again.
     */
    statusesReadAhead: new Map<string, Status>(),
    /** Statuses by id that the viewer may see; null for the others. */
    visibleStatusById: byId((ids) =>
      statusesWithParts(`s.id in (${placeholders(ids)}) and ${visible.sql}`, [...ids, ...visible.params]),
    ),
    /** The replies to each status that the viewer may see, oldest first. */
    visibleRepliesByStatusId: groupedBy(
      (ids) =>
        statuses(`s.in_reply_to_id in (${placeholders(ids)}) and ${visible.sql} order by s.id`, [
          ...ids,
          ...visible.params,
        ]),
      (s) => s.inReplyTo!.id,
    ),
    /** Each status's media, in order, as plain rows (see `plainRows`). */
    mediaByStatusId: groupedBy(
      (ids) => media(...keyedBy('status_id', ids)),
      (m) => m.status!.id,
    ),
    appById: byId((ids) => em.find(OAuthApp, { id: { $in: ids } })),
    /** Cached link previews by URL; null when not fetched yet. */
    previewCardByUrl: new DataLoader<string, PreviewCard | null>(async (urls) => {
      const cards = new Map((await em.find(PreviewCard, { url: { $in: [...urls] } })).map((c) => [c.url, c]));
      return urls.map((url) => cards.get(url) ?? null);
    }),
    favouritesCount: valueBy((ids) =>
      trip(
        `select status_id as key, count(*) as value from favourites where status_id in (${placeholders(ids)}) group by status_id`,
        ids,
      ),
    ),
    reblogsCount: valueBy((ids) =>
      trip(
        `select reblog_of_id as key, count(*) as value from statuses where reblog_of_id in (${placeholders(ids)}) group by reblog_of_id`,
        ids,
      ),
    ),
    /** Public and unlisted replies (`COUNTED_REPLY_SQL`). */
    repliesCount: valueBy((ids) =>
      trip(
        `select r.in_reply_to_id as key, count(*) as value from statuses r
      where r.in_reply_to_id in (${placeholders(ids)}) and ${COUNTED_REPLY_SQL} group by r.in_reply_to_id`,
        ids,
      ),
    ),
    favouritedByViewer: flagBy((ids) =>
      forViewer([], async (viewer) =>
        (
          await trip(
            `select status_id as key, 1 as value from favourites where user_id = ? and status_id in (${placeholders(ids)})`,
            [viewer, ...ids],
          )
        ).map((r) => Number(r.key)),
      ),
    ),
    rebloggedByViewer: flagBy((ids) =>
      forViewer([], async (viewer) =>
        (
          await trip(
            `select reblog_of_id as key, 1 as value from statuses where account_id = ? and reblog_of_id in (${placeholders(ids)})`,
            [viewer, ...ids],
          )
        ).map((r) => Number(r.key)),
      ),
    ),
    bookmarkedByViewer: flagBy((ids) =>
      forViewer([], async (viewer) =>
        (
          await trip(
            `select status_id as key, 1 as value from bookmarks where user_id = ? and status_id in (${placeholders(ids)})`,
            [viewer, ...ids],
          )
        ).map((r) => Number(r.key)),
      ),
    ),
    /** Accounts the viewer mutes (a live mute), by account id. */
    mutedByViewer: flagBy((ids) =>
      forViewer([], async (viewer) =>
        (
          await trip(
            `select muted_id as key, 1 as value from mutes m where muter_id = ? and muted_id in (${placeholders(ids)}) and ${liveMuteSql('m')}`,
            [viewer, ...ids],
          )
        ).map((r) => Number(r.key)),
      ),
    ),
    /** Threads (context ids) the viewer muted. */
    threadMutedByViewer: flagBy((ids) =>
      forViewer([], async (viewer) =>
        (
          await trip(
            `select context_id as key, 1 as value from thread_mutes where user_id = ? and context_id in (${placeholders(ids)})`,
            [viewer, ...ids],
          )
        ).map((r) => Number(r.key)),
      ),
    ),
    /** Each status's emoji reactions, oldest first, as Pleroma shows them (`SHOWN_REACTION_SQL`). */
    reactionsByStatusId: groupedBy(
      async (ids) =>
        (
          await rows<{ status_id: number; emoji: string; user_id: number }>(
            `select r.status_id, r.emoji, r.user_id from emoji_reactions r join users ru on ru.id = r.user_id
       where r.status_id in (${placeholders(ids)}) and ${SHOWN_REACTION_SQL} order by r.id`,
            [...ids, viewerId ?? 0, viewerId ?? 0],
          )
        ).map((r) => ({ statusId: Number(r.status_id), emoji: r.emoji, userId: Number(r.user_id) })),
      (r) => r.statusId,
    ),
    /** The viewer's participation in each thread (context id), if any. */
    participationByContext: groupedBy(
      (ids) => forViewer([], (viewer) => em.find(ConversationParticipation, { user: viewer, context: { $in: ids } })),
      (p) => p.context.id,
    ),
    /** The latest direct status of each thread that the viewer may see (a conversation's last status). */
    lastDirectStatusIdByContext: valueBy(async (ids) =>
      forViewer([], async (viewer) =>
        [...(await lastDirectStatusIds(em, viewer, ids))].map(([key, value]) => ({ key, value })),
      ),
    ),
  };
}
