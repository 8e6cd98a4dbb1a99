import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import { Follow, Status, User } from '../entities/index.js';
import { BadInputError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { cond, hiddenAuthorSql, type Condition } from '../statuses/status-query.js';
import { canSee, visibleSql } from '../statuses/visibility.js';
import { resolveRemote } from '../federation/resolve.js';
import { escapeLike } from '../db/like-pattern.js';
import { emptyPage, type Page, type PageArgs } from '../core/pagination.js';
import { positionPage, positionSlice, positionWindow, type PositionWindow } from '../core/position-page.js';

export type SearchType = 'accounts' | 'statuses' | 'hashtags';

/** What a search looks for: its text (`q`, Mastodon's search syntax) and options. */
export interface SearchQuery {
  q: string;
  /** Only accounts the viewer follows. */
  following?: boolean | null;
  /** Only statuses by this account. */
  accountId?: string | null;
  /** Only statuses older than this id (Mastodon's `max_id`). */
  olderThan?: string | null;
  /** Only statuses newer than this id (Mastodon's `min_id`). */
  newerThan?: string | null;
}

export const SEARCH_LIMIT = { default: 20, max: 40 };
/** How deep into a ranking a page may start (the REST API's largest `offset`). */
export const MAX_SEARCH_OFFSET = 10_000;
/** Queries longer than this are cut (a search box, not a document). */
const MAX_QUERY = 500;

/**
 * The statuses' search text, as the GIN index `statuses_text_search` is built over it: the same expression, so
 * PostgreSQL uses the index. The `simple` configuration neither stems nor drops stop words: any language.
 */
export const SEARCH_VECTOR = `to_tsvector('simple', s.spoiler_text || ' ' || s.text)`;

/**
 * A page of a ranking by position (src/core/position-page.ts): the results are ordered by relevance, an order with
 * no stable key a cursor could hold, so a cursor is a result's place in it.
 */
function window(page: PageArgs): PositionWindow {
  const w = positionWindow(page, SEARCH_LIMIT.max, SEARCH_LIMIT.default);
  if (w.offset > MAX_SEARCH_OFFSET) throw new BadInputError(`after: at most ${MAX_SEARCH_OFFSET} results deep`);
  return w;
}

/** The text searched for: trimmed and cut to its longest. */
export const searchText = (q: string): string => q.trim().slice(0, MAX_QUERY);

/**
 * Fetches and records a remote account or status named by handle or URL, before a search that asks to resolve
 * (signed-in viewers only, as Mastodon does); a failure leaves the search to what is known.
 */
export async function resolveForSearch(em: EntityManager, viewer: User | null, q: string): Promise<void> {
  const query = searchText(q);
  if (query && viewer) await resolveRemote(em, query).catch(() => undefined);
}

/**
 * Local accounts by nickname (prefix), `nickname@this-host`, or display name (any part), active ones only,
 * an exact nickname first; with `following`, only accounts the viewer follows.
 */
export async function searchAccounts(
  em: EntityManager,
  config: AppConfig,
  viewer: User | null,
  o: SearchQuery,
  page: PageArgs = {},
): Promise<Page<User>> {
  const w = window(page);
  const q = searchText(o.q);
  if (!q) return emptyPage();
  const { limit, offset } = w;
  if (/^https?:\/\//i.test(q))
    return positionPage(await accountsByUrl(em, config, q, o.following ? viewer : null, limit, offset), w);
  const host = new URL(config.publicUrl).host.toLowerCase();
  const [nick, domain] = q.replace(/^@/, '').toLowerCase().split('@', 2);
  if (domain && domain !== host) {
    // Another server's account: only its exact handle, once federation has fetched it.
    return positionPage(
      await em.find(User, { nickname: `${nick}@${domain}`, deactivated: false }, { limit, offset }),
      w,
    );
  }
  if (!nick) return emptyPage();
  const conditions: Condition[] = [
    cond('not u.deactivated'),
    cond(
      domain ? 'lower(u.nickname) = ?' : `(lower(u.nickname) like ? or u.display_name ilike ?)`,
      ...(domain ? [nick] : [`${escapeLike(nick)}%`, `%${escapeLike(q.replace(/^@/, ''))}%`]),
    ),
  ];
  if (o.following) {
    if (!viewer) return emptyPage();
    conditions.push(
      cond(
        `exists (select 1 from follows f where f.follower_id = ? and f.following_id = u.id and f.state = 'accepted')`,
        viewer.id,
      ),
    );
  }
  const rows = await em
    .createQueryBuilder(User, 'u')
    .select('*')
    .where(
      conditions.map((c) => `(${c.sql})`).join(' and '),
      conditions.flatMap((c) => c.params),
    )
    .orderBy({ [raw('(lower(u.nickname) = ?)', [nick])]: 'desc', id: 'asc' })
    .limit(limit)
    .offset(offset)
    .getResultList();
  return positionPage(rows, w);
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * An account by its URL, as clients paste profile links into search: a remote account by its actor id or its
 * profile page, a local one by `/users/:nickname` or `/@:nickname` here. A URL is never matched as a nickname.
 */
async function accountsByUrl(
  em: EntityManager,
  config: AppConfig,
  q: string,
  followedBy: User | null,
  limit: number,
  offset: number,
): Promise<User[]> {
  const local = q.startsWith(`${config.publicUrl}/`)
    ? /^\/(?:users\/|@)([^/?#@]+)\/?$/.exec(q.slice(config.publicUrl.length))
    : null;
  const where = local
    ? { nickname: safeDecode(local[1]), local: true }
    : { $or: [{ apId: q }, { profileUrl: q }], local: false };
  const found = await em.find(User, { ...where, deactivated: false }, { limit, offset, orderBy: { id: 'asc' } });
  if (!followedBy) return found;
  const follows = await em.find(Follow, { follower: followedBy, following: found, state: 'accepted' });
  const followed = new Set(follows.map((f) => f.following.id));
  return found.filter((u) => followed.has(u.id));
}

/** A status by its URL on this server (`/notice/:id`, `/objects/:id`), as clients paste links into search. */
async function statusByUrl(
  em: EntityManager,
  config: AppConfig,
  viewer: User | null,
  q: string,
): Promise<Status[] | null> {
  if (!q.startsWith(`${config.publicUrl}/`)) {
    if (!/^https?:\/\//i.test(q)) return null;
    // Another server's status, by its id or its page, once federation has it.
    const remote = await em.findOne(Status, { $or: [{ apId: q }, { url: q }], local: false });
    return remote && (await canSee(em, viewer, remote)) ? [remote] : [];
  }
  const match = /^\/(?:notice|objects)\/(\d+)\/?$/.exec(q.slice(config.publicUrl.length));
  const id = match ? toId(match[1]) : null;
  const status = id ? await em.findOne(Status, id) : null;
  return status && (await canSee(em, viewer, status)) ? [status] : [];
}

/**
 * Statuses (not reblogs) whose text or content warning match the words of `q` (web search syntax: "a phrase",
 * -word, or), that the viewer may see, newest first; accounts they mute left out.
 */
export async function searchStatuses(
  em: EntityManager,
  config: AppConfig,
  viewer: User | null,
  o: SearchQuery,
  page: PageArgs = {},
): Promise<Page<Status>> {
  const w = window(page);
  const q = searchText(o.q);
  if (!q) return emptyPage();
  const byUrl = await statusByUrl(em, config, viewer, q);
  if (byUrl) return positionSlice(byUrl, w);
  const { limit, offset } = w;
  const conditions = [cond('s.reblog_of_id is null'), visibleSql('s', viewer?.id ?? null)];
  if (viewer) conditions.push(hiddenAuthorSql(viewer.id));
  if (o.accountId != null) conditions.push(cond('s.account_id = ?', toId(o.accountId) ?? 0));
  const maxId = o.olderThan == null ? null : toId(o.olderThan);
  const minId = o.newerThan == null ? null : toId(o.newerThan);
  if (maxId) conditions.push(cond('s.id < ?', maxId));
  if (minId) conditions.push(cond('s.id > ?', minId));
  // The matches are found through the GIN index first (a materialised CTE): left to itself the planner may walk
  // the primary key newest first and compute every row's tsvector, which is slow for a rare word.
  const rows: Array<{ id: number }> = await em.getConnection().execute(
    `with matched as materialized (select s.id from statuses s where ${SEARCH_VECTOR} @@ websearch_to_tsquery('simple', ?))
     select s.id from matched m join statuses s on s.id = m.id
     where ${conditions.map((c) => `(${c.sql})`).join(' and ')} order by s.id desc limit ? offset ?`,
    [q, ...conditions.flatMap((c) => c.params), limit, offset],
  );
  const byId = new Map((await em.find(Status, { id: { $in: rows.map((r) => Number(r.id)) } })).map((s) => [s.id, s]));
  return positionPage(rows.map((r) => byId.get(Number(r.id))!).filter(Boolean), w);
}

/** Hashtags used on this server that begin with `q` (without '#'), shortest first. */
export async function searchHashtags(em: EntityManager, q: string, page: PageArgs = {}): Promise<Page<string>> {
  const w = window(page);
  const prefix = searchText(q).replace(/^#/, '').trim().toLowerCase();
  if (!prefix || /\s/.test(prefix)) return emptyPage();
  const rows: Array<{ name: string }> = await em
    .getConnection()
    .execute(`select name from hashtags where name like ? order by length(name), name limit ? offset ?`, [
      `${escapeLike(prefix)}%`,
      w.limit,
      w.offset,
    ]);
  return positionPage(
    rows.map((r) => r.name),
    w,
  );
}
