import type { EntityManager } from '@mikro-orm/postgresql';
import { besideOf, plainColumns, plainMapper, type Beside } from '../db/batch-loaders.js';
import { MediaAttachment, Status } from '../entities/index.js';
import { VIEWER_FILTER_MATCHES_SQL } from '../filters/filter.service.js';
import { liveMuteSql } from '../relations/relation-rules.js';
import { visibleSql } from './visibility.js';

/** What a page's status shows besides its own columns, read with it (`statusParts`), as its loaders give it. */
export interface StatusParts {
  media: MediaAttachment[];
  reactions: Array<{ statusId: number; emoji: string; userId: number }>;
  /** False when it has no poll (a poll itself is read by `pollByStatusId`). */
  hasPoll: boolean;
  favouritesCount: number;
  reblogsCount: number;
  repliesCount: number;
  favourited: boolean;
  reblogged: boolean;
  bookmarked: boolean;
  /** The viewer mutes its author (a live mute). */
  authorMuted: boolean;
  threadMuted: boolean;
  /** One of the viewer's v2 filters matches it (`filtered` is then read by its loader). */
  filterMatched: boolean;
}

/**
 * The emoji reactions Pleroma shows on a status to the viewer `?` (twice): not those of deactivated accounts,
 * nor of accounts the viewer blocks or mutes. `r` is the reaction, `ru` its user.
 */
export const SHOWN_REACTION_SQL = `not ru.deactivated
  and not exists (select 1 from blocks b where b.blocker_id = ? and b.blocked_id = r.user_id)
  and not exists (select 1 from mutes m where m.muter_id = ? and m.muted_id = r.user_id and ${liveMuteSql('m')})`;

/** Public and unlisted replies, as Pleroma counts them (a private reply is not announced by a count): `r`. */
export const COUNTED_REPLY_SQL = `r.visibility in ('public', 'unlisted')`;

/**
 * The columns of `StatusParts` over the status alias `s`, for `plainRows`' `beside`: a page reads its statuses'
 * media, reactions, counts and the viewer's flags in its own statement, and the Status fields read them from the
 * row instead of a loader each (the same rules as the loaders of `status.loaders.ts`).
 */
export function statusParts(em: EntityManager, viewerId: number | null): Beside<StatusParts> {
  const media = plainMapper(em, MediaAttachment);
  const viewer = viewerId ?? 0;
  const flag = (sql: string) => (viewerId == null ? 'false' : `exists (${sql})`);
  return {
    columns: `(select coalesce(json_agg(m order by m.id), '[]') from media_attachments m where m.status_id = s.id) as p_media,
      (select coalesce(json_agg(json_build_array(r.emoji, r.user_id) order by r.id), '[]')
        from emoji_reactions r join users ru on ru.id = r.user_id where r.status_id = s.id and ${SHOWN_REACTION_SQL}) as p_reactions,
      exists (select 1 from polls p where p.status_id = s.id) as p_poll,
      (select count(*)::int from favourites f where f.status_id = s.id) as p_favourites,
      (select count(*)::int from statuses r where r.reblog_of_id = s.id) as p_reblogs,
      (select count(*)::int from statuses r where r.in_reply_to_id = s.id and ${COUNTED_REPLY_SQL}) as p_replies,
      ${flag('select 1 from favourites f where f.user_id = ? and f.status_id = s.id')} as p_favourited,
      ${flag('select 1 from statuses r where r.account_id = ? and r.reblog_of_id = s.id')} as p_reblogged,
      ${flag('select 1 from bookmarks bm where bm.user_id = ? and bm.status_id = s.id')} as p_bookmarked,
      ${flag(`select 1 from mutes m where m.muter_id = ? and m.muted_id = s.account_id and ${liveMuteSql('m')}`)} as p_author_muted,
      ${flag('select 1 from thread_mutes tm where tm.user_id = ? and tm.context_id = s.context_id')} as p_thread_muted,
      ${viewerId == null ? 'false' : VIEWER_FILTER_MATCHES_SQL} as p_filtered`,
    params: viewerId == null ? [viewer, viewer] : Array<number>(8).fill(viewer),
    read: (row) => {
      const id = Number(row.id);
      return {
        media: (row.p_media as Array<Record<string, unknown>>).map(media),
        reactions: (row.p_reactions as Array<[string, number]>).map(([emoji, userId]) => ({
          statusId: id,
          emoji,
          userId: Number(userId),
        })),
        hasPoll: row.p_poll === true,
        favouritesCount: Number(row.p_favourites),
        reblogsCount: Number(row.p_reblogs),
        repliesCount: Number(row.p_replies),
        favourited: row.p_favourited === true,
        reblogged: row.p_reblogged === true,
        bookmarked: row.p_bookmarked === true,
        authorMuted: row.p_author_muted === true,
        threadMuted: row.p_thread_muted === true,
        filterMatched: row.p_filtered === true,
      };
    },
  };
}

/** The parts read with a status row (undefined for a status read otherwise: its fields then use the loaders). */
export const partsOf = (status: Status) => besideOf<StatusParts>(status);

/**
 * The status whose id is the SQL expression `id`, when the viewer may see it, with its parts, as one JSON column
 * (for `plainRows`' `beside` of a row that points at a status): null when there is none or the viewer may not
 * see it, as `visibleStatusById` answers.
 */
export function visibleStatusColumn(em: EntityManager, viewerId: number | null, id: string) {
  const parts = statusParts(em, viewerId);
  const visible = visibleSql('s', viewerId);
  const toStatus = plainMapper(em, Status, parts);
  return {
    sql: `(select row_to_json(x) from (select ${plainColumns(em, Status)}, ${parts.columns} from statuses s
      where s.id = ${id} and ${visible.sql}) x)`,
    params: [...parts.params, ...visible.params],
    read: (json: unknown) => (json == null ? null : toStatus(json as Record<string, unknown>)),
  };
}
