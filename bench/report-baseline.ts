// The hand-written baseline of bench:graphql: the page GET /api/{ns}/admin/reports returns, rendered from a few
// hand-written SQL statements into plain objects and through the same REST view (reportView), with no GraphQL
// engine, no ORM entities and no DataLoaders. It renders what the seeded page holds and refuses what it does not
// handle (replies and reblogs, whose visibility rules it does not repeat), so that the byte comparison with the
// REST reply stays meaningful.
import type { EntityManager } from '@mikro-orm/postgresql';
import * as presenter from '../src/accounts/account.presenter.js';
import type { AppConfig } from '../src/config.js';
import type { EmojiRegistry } from '../src/emoji/custom-emoji.js';
import type { MediaAttachment, User } from '../src/entities/index.js';
import { mediaUrl } from '../src/media/media.service.js';
import { tagUrl } from '../src/statuses/status-content.js';
import { groupReactions } from '../src/statuses/reactions.service.js';
import { reportView } from '../rest-adapter/views/report.view.js';

export type Row = Record<string, any>;

export const list = (ids: Iterable<number>) => {
  const unique = [...new Set(ids)];
  return { sql: unique.length ? unique.map(() => '?').join(', ') : 'null', params: unique };
};

/** The counts the Account fields show, over the users alias `u`. */
export const ACCOUNT_COUNTS_SQL = `
  (select count(*) from statuses s where s.account_id = u.id and s.reblog_of_id is null) as statuses_count,
  (select max(s.created_at) from statuses s where s.account_id = u.id) as last_status_at,
  (select count(*) from follows f join users o on o.id = f.follower_id where f.following_id = u.id and f.state = 'accepted' and not o.deactivated) as followers_count,
  (select count(*) from follows f join users o on o.id = f.following_id where f.follower_id = u.id and f.state = 'accepted' and not o.deactivated) as following_count`;

/** A users row with ACCOUNT_COUNTS_SQL as the Account fields give it to `viewerId`. */
export async function accountFields(config: AppConfig, emoji: EmojiRegistry, viewerId: number, u: Row) {
  const self = u.id === viewerId;
  const user = {
    nickname: u.nickname,
    local: u.local,
    apId: u.ap_id,
    profileUrl: u.profile_url,
    bio: u.bio,
    avatarUrl: u.avatar_url,
    headerUrl: u.header_url,
  } as User;
  const rawFields = (u.raw_fields ?? []) as Array<{ name: string; value: string }>;
  const emojis = await emoji.emojiIn(u.display_name, u.bio, ...rawFields.flatMap((f) => [f.name, f.value]));
  return {
    id: u.id,
    nickname: u.nickname,
    username: presenter.accountUsername(user),
    apId: presenter.accountApId(config, user),
    acct: u.nickname,
    displayName: u.display_name ?? u.nickname,
    note: presenter.noteHtml(user),
    bio: u.bio,
    url: presenter.accountUrl(config, user),
    avatar: presenter.avatarUrl(config, user),
    header: presenter.headerUrl(config, user),
    locked: u.locked,
    bot: u.actor_type === 'Service',
    discoverable: u.discoverable,
    createdAt: u.created_at,
    lastStatusAt: u.last_status_at,
    isAdmin: u.is_admin,
    isModerator: u.is_moderator,
    showRole: u.show_role,
    confirmationPending: u.confirmation_pending,
    tags: u.tags,
    hideFavourites: u.hide_favorites,
    hideFollowers: u.hide_followers,
    hideFollows: u.hide_follows,
    hideFollowersCount: u.hide_followers_count,
    hideFollowsCount: u.hide_follows_count,
    skipThreadContainment: u.skip_thread_containment,
    actorType: u.actor_type,
    fields: presenter.fieldsHtml(rawFields),
    rawFields,
    counts: {
      statuses: Number(u.statuses_count),
      followers: !self && u.hide_followers && u.hide_followers_count ? 0 : Number(u.followers_count),
      following: !self && u.hide_follows && u.hide_follows_count ? 0 : Number(u.following_count),
    },
    local: u.local,
    deactivated: u.deactivated,
    approvalPending: u.approval_pending,
    emojis,
  };
}

/** Accounts with their counts, as the Account fields compute them for `viewerId`. */
export async function accounts(
  q: (sql: string, params: unknown[]) => Promise<Row[]>,
  config: AppConfig,
  emoji: EmojiRegistry,
  viewerId: number,
  ids: Iterable<number>,
) {
  const { sql, params } = list(ids);
  const rows = await q(`select u.*, ${ACCOUNT_COUNTS_SQL} from users u where u.id in (${sql})`, params);
  return new Map(
    await Promise.all(
      rows.map(async (u) => [u.id as number, await accountFields(config, emoji, viewerId, u)] as const),
    ),
  );
}

/**
 * A status's columns, counts and viewer flags as statusFields reads them, over the statuses alias `s` joined to
 * its application as `a`; seven `?` for the viewer's id.
 */
export const STATUS_COLUMNS_SQL = `s.*, a.name as app_name, a.website as app_website,
        (select count(*) from favourites f where f.status_id = s.id) as favourites_count,
        (select count(*) from statuses r where r.reblog_of_id = s.id) as reblogs_count,
        (select count(*) from statuses r where r.in_reply_to_id = s.id and r.visibility in ('public', 'unlisted')) as replies_count,
        exists (select 1 from favourites f where f.status_id = s.id and f.user_id = ?) as favourited,
        exists (select 1 from statuses r where r.reblog_of_id = s.id and r.account_id = ?) as reblogged,
        exists (select 1 from mutes m where m.muter_id = ? and m.muted_id = s.account_id and (m.expires_at is null or m.expires_at > now()))
          or exists (select 1 from thread_mutes t where t.user_id = ? and t.context_id = s.context_id) as muted,
        exists (select 1 from thread_mutes t where t.user_id = ? and t.context_id = s.context_id) as thread_muted,
        exists (select 1 from bookmarks b where b.status_id = s.id and b.user_id = ?) as bookmarked,
        exists (select 1 from polls p where p.status_id = s.id) as has_poll,
        (select p.id from conversation_participations p where p.user_id = ? and p.context_id = s.context_id and s.visibility = 'direct') as participation_id`;

/** A media row as the MediaAttachment fields give it. */
export function mediaFields(config: AppConfig, m: Row) {
  const url = mediaUrl(config, { fileName: m.file_name } as MediaAttachment);
  return {
    id: m.id,
    type: m.type,
    url,
    previewUrl: url,
    description: m.description,
    meta: m.meta,
    mimeType: m.mime_type,
  };
}

/**
 * A status row (with its counts and the viewer's flags selected as the reports query names them) as the Status
 * fields give it, for a status that is no reply, reblog or poll.
 */
export function statusFields(
  config: AppConfig,
  viewerId: number,
  s: Row,
  users: Map<number, Row>,
  parts: { media: unknown[]; reactions: Array<{ emoji: string; userId: number }>; emojis: unknown },
) {
  return {
    id: s.id,
    uri: `${config.publicUrl}/objects/${s.id}`,
    url: `${config.publicUrl}/notice/${s.id}`,
    text: s.text,
    content: s.content,
    spoilerText: s.spoiler_text,
    visibility: s.visibility,
    sensitive: s.sensitive,
    language: s.language,
    local: s.local,
    createdAt: s.created_at,
    editedAt: s.edited_at,
    inReplyToId: null,
    inReplyToAccountId: null,
    inReplyToAccount: null,
    parentVisible: false,
    conversationId: s.context_id,
    directConversationId: s.participation_id ?? null,
    account: users.get(s.account_id),
    mentions: (s.recipient_ids as number[])
      .map((id) => users.get(id))
      .filter((u) => u != null)
      .map((u) => ({ id: u.id, nickname: u.nickname, acct: u.acct, url: u.url })),
    tags: (s.tags as string[]).map((name) => ({ name, url: tagUrl(config.publicUrl, name) })),
    mediaAttachments: parts.media,
    application: s.app_name == null ? null : { name: s.app_name, website: s.app_website },
    favouritesCount: Number(s.favourites_count),
    reblogsCount: Number(s.reblogs_count),
    repliesCount: Number(s.replies_count),
    favourited: s.favourited,
    reblogged: s.reblogged,
    muted: s.muted,
    threadMuted: s.thread_muted,
    bookmarked: s.bookmarked,
    pinned: s.pinned_at != null,
    pinnedAt: s.pinned_at,
    emojis: parts.emojis,
    poll: null,
    emojiReactions: groupReactions(parts.reactions, viewerId).map((g) => ({
      name: g.name,
      count: g.userIds.length,
      me: g.me,
    })),
    reblog: null,
  };
}

/** One page of reports, newest first, as GET /api/{ns}/admin/reports?page_size=`pageSize` renders it for `viewerId`. */
export async function baselineReportsPage(
  em: EntityManager,
  config: AppConfig,
  emoji: EmojiRegistry,
  viewerId: number,
  pageSize: number,
) {
  const q = (sql: string, params: unknown[]): Promise<Row[]> => em.getConnection().execute(sql, params);
  const [[{ total }], reports] = await Promise.all([
    q('select count(*) as total from reports', []),
    q('select id, account_id, actor_id, content, state, created_at, status_ids from reports order by id desc limit ?', [
      pageSize,
    ]),
  ]);
  const statusIds = reports.flatMap((r) => r.status_ids as number[]);
  const ids = list(statusIds);
  const [notes, statuses] = await Promise.all([
    q(
      `select id, report_id, user_id, content, created_at from report_notes where report_id in (${list(reports.map((r) => r.id)).sql}) order by id`,
      list(reports.map((r) => r.id)).params,
    ),
    q(
      `select ${STATUS_COLUMNS_SQL} from statuses s left join oauth_apps a on a.id = s.application_id where s.id in (${ids.sql})`,
      [...Array<number>(7).fill(viewerId), ...ids.params],
    ),
  ]);
  if (statuses.some((s) => s.reblog_of_id != null || s.in_reply_to_id != null || s.has_poll))
    throw new Error('the baseline renders no replies, reblogs or polls');
  const [users, media, reactions] = await Promise.all([
    accounts(q, config, emoji, viewerId, [
      ...reports.flatMap((r) => [r.account_id, r.actor_id]),
      ...notes.map((n) => n.user_id),
      ...statuses.flatMap((s) => [s.account_id, ...(s.recipient_ids as number[])]),
    ]),
    q(`select * from media_attachments where status_id in (${ids.sql}) order by id`, ids.params),
    q(
      `select r.status_id, r.emoji, r.user_id from emoji_reactions r join users u on u.id = r.user_id
       where r.status_id in (${ids.sql}) and not u.deactivated
         and not exists (select 1 from blocks b where b.blocker_id = ? and b.blocked_id = r.user_id)
         and not exists (select 1 from mutes m where m.muter_id = ? and m.muted_id = r.user_id and (m.expires_at is null or m.expires_at > now()))
       order by r.id`,
      [...ids.params, viewerId, viewerId],
    ),
  ]);

  const group = <T>(rows: Row[], key: string, map: (row: Row) => T) => {
    const groups = new Map<number, T[]>();
    for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), map(row)]);
    return groups;
  };
  const mediaByStatus = group(media, 'status_id', (m) => mediaFields(config, m));
  const reactionsByStatus = group(reactions, 'status_id', (r) => ({
    emoji: r.emoji as string,
    userId: r.user_id as number,
  }));
  const statusEmojis = await Promise.all(statuses.map((s) => emoji.emojiIn(s.text, s.spoiler_text)));
  const statusById = new Map(
    statuses.map((s, i) => [
      s.id as number,
      statusFields(config, viewerId, s, users, {
        media: mediaByStatus.get(s.id) ?? [],
        reactions: reactionsByStatus.get(s.id) ?? [],
        emojis: statusEmojis[i],
      }),
    ]),
  );
  const notesByReport = group(notes, 'report_id', (n) => ({
    id: n.id,
    content: n.content,
    createdAt: n.created_at,
    user: users.get(n.user_id),
  }));
  return {
    total: Number(total),
    // Plain rows in the fragment's shape: the types of hand-written SQL rows are not checked against it.
    reports: reports.map((r) =>
      reportView(<Parameters<typeof reportView>[0]>(<unknown>{
        id: r.id,
        content: r.content,
        state: r.state,
        createdAt: r.created_at,
        account: users.get(r.account_id),
        actor: users.get(r.actor_id),
        statuses: (r.status_ids as number[]).map((id) => statusById.get(id)).filter((s) => s != null),
        notes: notesByReport.get(r.id) ?? [],
      })),
    ),
  };
}
