// The floor of bench:routes: the replies of a few fedigraph routes from a hand-written server, the yardstick
// of what the work costs without the framework. node:http without Express, the database driver itself
// (node-postgres with named prepared statements, or the embedded PGlite instance), the fewest statements a
// hand-written server needs (the caller's token joined to its user; one statement for a page of statuses with
// their counts, viewer flags, media and reactions; one for the accounts they show), and plain objects through
// the REST views to JSON. The visibility, block, mute and filter conditions are fedigraph's own SQL, so both
// sides do the same work. It renders what the seed holds and refuses what it does not handle (replies,
// reblogs, polls), so that the byte comparison with fedigraph stays meaningful.
import http from 'node:http';
import type { AppConfig } from '../src/config.js';
import type { EmojiRegistry } from '../src/emoji/custom-emoji.js';
import { digest } from '../src/auth/secrets.js';
import { shownSql } from '../src/notifications/notification.service.js';
import { hiddenAuthorSql } from '../src/statuses/status-query.js';
import { visibleSql } from '../src/statuses/visibility.js';
import { notFilteredSql } from '../src/filters/filter.service.js';
import { credentialsView } from '../rest-adapter/views/account.view.js';
import { instanceView } from '../rest-adapter/views/instance.view.js';
import { notificationView } from '../rest-adapter/views/notification.view.js';
import { statusView } from '../rest-adapter/views/status.view.js';
import { scanStatusText, statusHtml } from '../src/statuses/status-content.js';
import {
  ACCOUNT_COUNTS_SQL,
  accountFields,
  accounts,
  mediaFields,
  statusFields,
  STATUS_COLUMNS_SQL,
  type Row,
} from './report-baseline.js';

/** `sql` with `?` placeholders, as fedigraph's SQL helpers write it. */
export type Query = (sql: string, params: unknown[]) => Promise<Row[]>;

/** Numbers the `?` placeholders `$1, $2…` for the drivers. */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** The embedded database's own query method. */
export function pgliteQuery(pglite: { query(sql: string, params: unknown[]): Promise<{ rows: unknown[] }> }): Query {
  const texts = new Map<string, string>();
  return async (sql, params) => {
    let text = texts.get(sql);
    if (text === undefined) texts.set(sql, (text = numbered(sql)));
    return (await pglite.query(text, params)).rows as Row[];
  };
}

/** node-postgres, each statement prepared once per connection under a name of its own. */
export function pgQuery(pool: { query(q: object): Promise<{ rows: unknown[] }> }): Query {
  const names = new Map<string, { name: string; text: string }>();
  return async (sql, values) => {
    let statement = names.get(sql);
    if (!statement) names.set(sql, (statement = { name: `floor${names.size}`, text: numbered(sql) }));
    return (await pool.query({ ...statement, values })).rows as Row[];
  };
}

/** The caller's token and user, when the token is live and its user may act; `extra` adds columns over `u`. */
const authSql = (extra = '') => `select u.*, t.scopes${extra} from oauth_tokens t join users u on u.id = t.user_id
  where t.token_hash = ? and t.expires_at > now() and not u.deactivated and not u.password_reset_pending
    and not u.confirmation_pending and not u.approval_pending`;
const AUTH = authSql();
const CREDENTIALS = authSql(`, ${ACCOUNT_COUNTS_SQL},
  (select count(*) from follows f where f.following_id = u.id and f.state = 'pending') as follow_requests_count`);
/** The author's counts before the post: the reply shows them with the new status counted. */
const POSTER = authSql(`, t.app_id, ${ACCOUNT_COUNTS_SQL}`);

/** Whether `?` (the notified) blocks or is blocked by, or mutes the notifications of, `?` (the actor). */
const NOT_NOTIFIED_SQL = (notified: string, actor: string) => `(
  exists (select 1 from blocks b where (b.blocker_id = ${notified} and b.blocked_id = ${actor})
    or (b.blocker_id = ${actor} and b.blocked_id = ${notified}))
  or exists (select 1 from mutes m where m.muter_id = ${notified} and m.muted_id = ${actor} and m.notifications
    and (m.expires_at is null or m.expires_at > now())))`;

/**
 * A public or unlisted status in a conversation of its own, with the notifications of the author's subscribers,
 * in one statement; answers the status with its application.
 */
const INSERT_STATUS = `with c as (insert into status_contexts default values returning id),
  s as (insert into statuses (account_id, text, content, spoiler_text, visibility, sensitive, context_id, application_id)
    select ?, ?, ?, ?, ?, ?, c.id, ? from c returning *),
  n as (insert into notifications (user_id, type, from_account_id, status_id)
    select sub.subscriber_id, 'status', s.account_id, s.id from subscriptions sub join s on sub.target_id = s.account_id
    where not ${NOT_NOTIFIED_SQL('sub.subscriber_id', 's.account_id')})
  select s.*, a.name as app_name, a.website as app_website from s left join oauth_apps a on a.id = s.application_id`;

/** Media and emoji reactions of the status `s`, as JSON arrays beside its columns. */
const STATUS_PARTS_SQL = `
  (select coalesce(json_agg(m order by m.id), '[]') from media_attachments m where m.status_id = s.id) as media,
  (select coalesce(json_agg(json_build_object('emoji', r.emoji, 'userId', r.user_id) order by r.id), '[]')
     from emoji_reactions r join users ru on ru.id = r.user_id
     where r.status_id = s.id and not ru.deactivated
       and not exists (select 1 from blocks b where b.blocker_id = ? and b.blocked_id = r.user_id)
       and not exists (select 1 from mutes m where m.muter_id = ? and m.muted_id = r.user_id and (m.expires_at is null or m.expires_at > now()))) as reactions`;

const HOME_CONDITION = `(s.account_id = ? or ? = any(s.recipient_ids)
  or exists (select 1 from follows f where f.follower_id = ? and f.following_id = s.account_id and f.state = 'accepted'
    and (s.reblog_of_id is null or f.show_reblogs)))`;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: object,
  ) {
    super(String(status));
  }
}

export interface FloorOptions {
  query: Query;
  config: AppConfig;
  emoji: EmojiRegistry;
  /** The instance's settings, read once at start as a hand-written server would keep them. */
  instance: Omit<Parameters<typeof instanceView>[0], 'stats'>;
}

/** A status the floor does not post (mentions, tags, media, polls, replies, other visibilities): no floor for it. */
const POSTABLE = new Set(['status', 'spoiler_text', 'sensitive', 'visibility']);

async function jsonBody(req: http.IncomingMessage): Promise<Row> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Row) : {};
}

export function floorServer({ query, config, emoji, instance }: FloorOptions): http.Server {
  async function caller(req: http.IncomingMessage, scope: 'read' | 'write', sql = AUTH): Promise<Row> {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const [user] = token ? await query(sql, [digest(token)]) : [];
    if (!user) throw new HttpError(403, { error: 'Invalid credentials.' });
    if (!(user.scopes as string[]).some((s) => s === scope || s.startsWith(`${scope}:`)))
      throw new HttpError(403, { error: 'Insufficient permissions' });
    return user;
  }

  /** The statuses of `rows` (selected with STATUS_COLUMNS_SQL and STATUS_PARTS_SQL) as the REST view renders them. */
  async function renderStatuses(viewerId: number, rows: Row[], users: Map<number, Row>) {
    if (rows.some((s) => s.reblog_of_id != null || s.in_reply_to_id != null || s.has_poll))
      throw new Error('the floor renders no replies, reblogs or polls');
    const emojis = await Promise.all(rows.map((s) => emoji.emojiIn(s.text, s.spoiler_text)));
    return rows.map((s, i) =>
      statusFields(config, viewerId, s, users, {
        media: (s.media as Row[]).map((m) => mediaFields(config, m)),
        reactions: s.reactions,
        emojis: emojis[i],
      }),
    );
  }

  const accountsOf = (viewerId: number, rows: Row[], more: number[] = []) =>
    accounts(query, config, emoji, viewerId, [
      ...more,
      ...rows.flatMap((s) => [s.account_id, ...((s.recipient_ids as number[] | null) ?? [])]),
    ]);

  async function homeTimeline(req: http.IncomingMessage) {
    const viewer = await caller(req, 'read');
    const id = viewer.id as number;
    const visible = visibleSql('s', id);
    const filtered = notFilteredSql(id, 'home');
    const muted = hiddenAuthorSql(id);
    const rows = await query(
      `select ${STATUS_COLUMNS_SQL}, ${STATUS_PARTS_SQL} from statuses s left join oauth_apps a on a.id = s.application_id
       where (${visible.sql}) and ${HOME_CONDITION} and (${filtered.sql}) and (${muted.sql})
       order by s.id desc limit 20`,
      [...Array<number>(9).fill(id), ...visible.params, id, id, id, ...filtered.params, ...muted.params],
    );
    const users = await accountsOf(id, rows);
    return (await renderStatuses(id, rows, users)).map((s) => statusView(s as never));
  }

  async function notifications(req: http.IncomingMessage) {
    const viewer = await caller(req, 'read');
    const id = viewer.id as number;
    const shown = shownSql(id, false);
    const visible = visibleSql('s', id);
    // Each notification with its status (when the viewer may see it) in one row.
    const rows = await query(
      `select n.id as n_id, n.type as n_type, n.created_at as n_created_at, n.emoji as n_emoji, n.seen as n_seen,
         n.from_account_id as n_from, n.chat_message_id as n_chat, n.report_id as n_report,
         exists (select 1 from mutes m where m.muter_id = ? and m.muted_id = n.from_account_id and (m.expires_at is null or m.expires_at > now())) as n_muted,
         ${STATUS_COLUMNS_SQL}, ${STATUS_PARTS_SQL}
       from notifications n
         left join statuses s on s.id = n.status_id and ${visible.sql}
         left join oauth_apps a on a.id = s.application_id
       where ${shown.sql} order by n.id desc limit 20`,
      [...Array<number>(10).fill(id), ...visible.params, ...shown.params],
    );
    if (rows.some((r) => r.n_chat != null || r.n_report != null))
      throw new Error('the floor renders no chat or report notifications');
    const withStatus = rows.filter((r) => r.id != null);
    const users = await accountsOf(
      id,
      withStatus,
      rows.map((r) => r.n_from),
    );
    const statuses = await renderStatuses(id, withStatus, users);
    const byId = new Map(statuses.map((s) => [s.id, s]));
    return rows.map((r) =>
      notificationView({
        id: r.n_id,
        type: r.n_type,
        createdAt: r.n_created_at,
        emoji: r.n_emoji,
        isSeen: r.n_seen,
        isMuted: r.n_muted,
        account: users.get(r.n_from),
        status: r.id == null ? null : byId.get(r.id),
        chatMessage: null,
        report: null,
      } as never),
    );
  }

  async function verifyCredentials(req: http.IncomingMessage) {
    const u = await caller(req, 'read', CREDENTIALS);
    return credentialsView({
      ...(await accountFields(config, emoji, u.id, u)),
      backgroundImage: null,
      email: u.email,
      approvalPending: u.approval_pending,
      defaultScope: u.default_scope,
      defaultSensitive: u.default_sensitive,
      noRichText: u.no_rich_text,
      allowFollowingMove: u.allow_following_move,
      settingsStore: u.settings_store,
      followRequestsCount: Number(u.follow_requests_count),
      blockFromStrangers: u.block_from_strangers,
      hideNotificationContents: u.hide_notification_contents,
    } as never);
  }

  async function postStatus(req: http.IncomingMessage) {
    const u = await caller(req, 'write', POSTER);
    const body = await jsonBody(req);
    const text = String(body.status ?? '').trim();
    const spoilerText = String(body.spoiler_text ?? '');
    const visibility =
      body.visibility ??
      (['public', 'unlisted', 'private', 'direct'].includes(u.default_scope) ? u.default_scope : 'public');
    const scanned = scanStatusText(text, new URL(config.publicUrl).host.toLowerCase());
    if (
      Object.keys(body).some((k) => !POSTABLE.has(k)) ||
      scanned.nicknames.length ||
      scanned.tags.length ||
      (visibility !== 'public' && visibility !== 'unlisted')
    )
      throw new Error('the floor posts no mentions, tags, media, polls, replies or private statuses');
    if (!text) throw new HttpError(422, { error: 'Cannot post an empty status without attachments' });
    if ([...text].length + [...spoilerText].length > instance.maxTootChars)
      throw new HttpError(422, { error: 'The status is over the character limit' });
    const content = statusHtml(text, { publicUrl: config.publicUrl, mentioned: new Map() });
    const [[s], emojis] = await Promise.all([
      query(INSERT_STATUS, [u.id, text, content, spoilerText, visibility, body.sensitive === true, u.app_id]),
      emoji.emojiIn(text, spoilerText),
    ]);
    // A new status: nothing counted on it yet, and the author's counts (read before it) with it counted.
    const author = await accountFields(config, emoji, u.id, {
      ...u,
      statuses_count: Number(u.statuses_count) + 1,
      last_status_at: s.created_at,
    });
    const fresh = { favourites_count: 0, reblogs_count: 0, replies_count: 0, favourited: false, reblogged: false };
    return statusView(
      statusFields(
        config,
        u.id,
        { ...s, ...fresh, muted: false, thread_muted: false, bookmarked: false },
        new Map([[u.id, author]]),
        {
          media: [],
          reactions: [],
          emojis,
        },
      ) as never,
    );
  }

  async function favouriteStatus(req: http.IncomingMessage, statusId: number) {
    const viewer = await caller(req, 'write');
    const id = viewer.id as number;
    const visible = visibleSql('t', id);
    // The favourite and its notification, then the status as the viewer sees it, in one statement (a reblog's id,
    // which fedigraph resolves to the reblogged status, is not handled: 404); the counts
    // and flags read the database before the statement, so the favourite added (0 or 1) is added to them.
    const [row] = await query(
      `with target as (select t.id, t.account_id from statuses t where t.id = ? and t.reblog_of_id is null and (${visible.sql})),
         f as (insert into favourites (user_id, status_id) select ?, target.id from target
           on conflict (user_id, status_id) do nothing returning status_id),
         n as (insert into notifications (user_id, type, from_account_id, status_id)
           select target.account_id, 'favourite', ?, target.id from target join f on f.status_id = target.id
           where target.account_id <> ? and not ${NOT_NOTIFIED_SQL('target.account_id', '?')})
       select ${STATUS_COLUMNS_SQL}, ${STATUS_PARTS_SQL}, (select count(*) from f) as added
       from statuses s left join oauth_apps a on a.id = s.application_id where s.id in (select id from target)`,
      // After the visibility's: the viewer's id for the favourite (1), the notification (5), the columns (9).
      [statusId, ...visible.params, ...Array<number>(15).fill(id)],
    );
    if (!row) throw new HttpError(404, { error: 'Record not found' });
    Object.assign(row, { favourites_count: Number(row.favourites_count) + Number(row.added), favourited: true });
    const users = await accountsOf(id, [row]);
    return statusView((await renderStatuses(id, [row], users))[0] as never);
  }

  async function describeInstance() {
    const [counts] = await query(
      `select (select count(*) from users where local and not deactivated) as users,
        (select count(distinct lower(split_part(nickname, '@', 2))) from users
          where not local and position('@' in nickname) > 0 and split_part(nickname, '@', 2) <> '') as domains`,
      [],
    );
    return instanceView(
      { ...instance, stats: { userCount: Number(counts.users), statusCount: 0, domainCount: Number(counts.domains) } },
      [],
    );
  }

  const routes: Record<string, (req: http.IncomingMessage) => Promise<unknown>> = {
    'GET /api/v1/instance': describeInstance,
    'GET /api/v1/accounts/verify_credentials': verifyCredentials,
    'GET /api/v1/timelines/home': homeTimeline,
    'GET /api/v1/notifications': notifications,
    'POST /api/v1/statuses': postStatus,
  };

  return http.createServer((req, res) => {
    const favourited =
      req.method === 'POST' ? /^\/api\/v1\/statuses\/(\d{1,15})\/favourite$/.exec(req.url ?? '') : null;
    const handler = favourited
      ? (r: http.IncomingMessage) => favouriteStatus(r, Number(favourited[1]))
      : routes[`${req.method} ${req.url}`];
    const reply = (status: number, body: unknown) => {
      const json = JSON.stringify(body);
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(json),
      });
      res.end(json);
    };
    if (!handler) return reply(404, { error: 'Not found' });
    handler(req).then(
      (body) => reply(200, body),
      (err: unknown) => (err instanceof HttpError ? reply(err.status, err.body) : reply(500, { error: String(err) })),
    );
  });
}
