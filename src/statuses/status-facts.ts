import type { EntityManager } from '@mikro-orm/postgresql';
import { plainShape } from '../db/batch-loaders.js';
import { Status, User } from '../entities/index.js';
import { NotFoundError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { liveMuteSql } from '../relations/relation-rules.js';
import type { StatusCountsAndFlags } from './status-parts.js';
import { visibleSql } from './visibility.js';

/** An author's counts as their loaders read them (`createAccountLoaders`). */
export interface AuthorCounts {
  authorStatusesCount: number;
  authorLastStatusAt: number | null;
  authorFollowersCount: number;
  authorFollowingCount: number;
}

/**
 * What the author's reply to a new status shows that the database holds: the author's counts with the status
 * counted, and whether the author has filters (then their matches are read by their loader).
 */
export interface NewStatusFacts extends AuthorCounts {
  authorHasFilters: boolean;
  /** Whether it may go to another server (`mayFederateSql`): the outbox need not ask. */
  federates: boolean;
}

/**
 * What the render of one status shows a viewer besides its row, read with the row: its counts, the viewer's
 * flags, its author (row and counts), and whether it has media, reactions or a poll and whether the viewer has
 * filters (then those are left to their loaders, which read them whole).
 */
export interface StatusFacts extends AuthorCounts, StatusCountsAndFlags {
  hasMedia: boolean;
  hasReactions: boolean;
  hasPoll: boolean;
  viewerHasFilters: boolean;
  author: User;
}

/** Follows in the accepted state of `account` on the `counted` side, from active accounts, as a count. */
export const acceptedFollowsSql = (counted: 'follower_id' | 'following_id', account: string) => {
  const other = counted === 'follower_id' ? 'following_id' : 'follower_id';
  return `(select count(*) from follows f join users fu on fu.id = f.${other}
    where f.${counted} = ${account} and f.state = 'accepted' and not fu.deactivated)`;
};

/** An author's counts as columns `f_*` over a status `s` not yet counted, its row being inserted when `inserted`. */
export function authorCountsSql(inserted: boolean): string {
  const lastStatusAt = inserted ? 'greatest(max(x.created_at), s.created_at)' : 'max(x.created_at)';
  return `(select count(*) from statuses x where x.account_id = s.account_id and x.reblog_of_id is null)
      ${inserted ? '+ 1' : ''} as f_statuses,
    (select floor(extract(epoch from ${lastStatusAt}) * 1000) from statuses x where x.account_id = s.account_id)
      as f_last_status_at,
    ${acceptedFollowsSql('following_id', 's.account_id')} as f_followers,
    ${acceptedFollowsSql('follower_id', 's.account_id')} as f_following`;
}

/** The counts `authorCountsSql` read, from its row. */
export function authorCountsOf(row: Record<string, unknown>): AuthorCounts {
  const lastStatusAt = row.f_last_status_at;
  return {
    authorStatusesCount: Number(row.f_statuses),
    authorLastStatusAt: lastStatusAt == null ? null : Number(lastStatusAt),
    authorFollowersCount: Number(row.f_followers),
    authorFollowingCount: Number(row.f_following),
  };
}

/** The columns of a row whose names start with none of the prefixes (a table's own, beside others read with it). */
export function columnsWithout(row: Record<string, unknown>, ...prefixes: string[]): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (!prefixes.some((p) => key.startsWith(p))) own[key] = value;
  return own;
}

/**
 * The facts of the status `s` (its author joined as `a`) for the viewer, as columns named `f_*`, each as the
 * loader of the same field reads it (`createStatusLoaders`, `createAccountLoaders`).
 */
function factsSql(viewerId: number): { sql: string; params: unknown[] } {
  return {
    sql: `(select count(*) from favourites x where x.status_id = s.id) as f_favourites,
      (select count(*) from statuses x where x.reblog_of_id = s.id) as f_reblogs,
      (select count(*) from statuses x where x.in_reply_to_id = s.id and x.visibility in ('public', 'unlisted')) as f_replies,
      exists (select 1 from favourites x where x.user_id = ? and x.status_id = s.id) as f_favourited,
      exists (select 1 from statuses x where x.account_id = ? and x.reblog_of_id = s.id) as f_reblogged,
      exists (select 1 from bookmarks x where x.user_id = ? and x.status_id = s.id) as f_bookmarked,
      exists (select 1 from mutes m where m.muter_id = ? and m.muted_id = s.account_id and ${liveMuteSql('m')}) as f_muted,
      exists (select 1 from thread_mutes x where x.user_id = ? and x.context_id = s.context_id) as f_thread_muted,
      exists (select 1 from media_attachments x where x.status_id = s.id) as f_media,
      exists (select 1 from emoji_reactions x where x.status_id = s.id) as f_reactions,
      exists (select 1 from polls x where x.status_id = s.id) as f_poll,
      exists (select 1 from custom_filters cf where cf.user_id = ?) as f_filters,
      ${authorCountsSql(false)}`,
    params: Array<number>(6).fill(viewerId),
  };
}

const AUTHOR_PREFIX = 'a__';

/**
 * A status by id that the viewer may see (404 otherwise, as `getVisibleStatus`), with its facts for the viewer,
 * in one statement. The status is a plain row (`plainShape`), not managed: to render, not to change.
 */
export async function visibleStatusWithFacts(
  em: EntityManager,
  viewer: User,
  id: string | number,
): Promise<{ status: Status; facts: StatusFacts }> {
  const statusId = toId(id);
  const visible = visibleSql('s', viewer.id);
  const facts = factsSql(viewer.id);
  const author = plainShape(em, User);
  const [row]: Array<Record<string, unknown>> =
    statusId == null
      ? []
      : await em.getConnection().execute(
          `select s.*, ${facts.sql}, ${author.columns('a', AUTHOR_PREFIX)}
           from statuses s join users a on a.id = s.account_id where s.id = ? and ${visible.sql}`,
          [...facts.params, statusId, ...visible.params],
        );
  if (!row) throw new NotFoundError('Record not found');
  return {
    status: plainShape(em, Status).toObject(row),
    facts: {
      favouritesCount: Number(row.f_favourites),
      reblogsCount: Number(row.f_reblogs),
      repliesCount: Number(row.f_replies),
      favourited: row.f_favourited === true,
      reblogged: row.f_reblogged === true,
      bookmarked: row.f_bookmarked === true,
      authorMuted: row.f_muted === true,
      threadMuted: row.f_thread_muted === true,
      hasMedia: row.f_media === true,
      hasReactions: row.f_reactions === true,
      hasPoll: row.f_poll === true,
      viewerHasFilters: row.f_filters === true,
      author: author.toObject(row, AUTHOR_PREFIX),
      ...authorCountsOf(row),
    },
  };
}
