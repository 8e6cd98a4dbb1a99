import type { EntityManager } from '@mikro-orm/postgresql';
import { Status, type User } from '../entities/index.js';
import type { Page, PageArgs } from '../core/pagination.js';
import { positionPage, positionSlice, positionWindow, type PositionWindow } from '../core/position-page.js';
import { visibleSql } from '../statuses/visibility.js';
import { hiddenAuthorSql } from '../statuses/status-query.js';

/** How many days a trend looks back (today included), as Mastodon's history. */
export const TREND_DAYS = 7;

/** One day of a trend: its start (UTC), how many statuses used it and how many accounts. */
export interface TrendDay {
  day: Date;
  uses: number;
  accounts: number;
}

export interface Trend {
  /** The hashtag (lower-case, without `#`) or the link. */
  key: string;
  /** Newest day first, TREND_DAYS of them. */
  history: TrendDay[];
}

/** What counts: this server's public statuses (not reblogs) of the last TREND_DAYS days, by active accounts. */
const RECENT = `s.local and s.visibility = 'public' and s.reblog_of_id is null
  and s.created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '${TREND_DAYS - 1} days'
  and exists (select 1 from users u where u.id = s.account_id and not u.deactivated)`;

/** The last TREND_DAYS UTC day starts, newest first. */
function days(now = new Date()): Date[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: TREND_DAYS }, (_, i) => new Date(today - i * 86_400_000));
}

/**
 * Ranks the keys by the accounts that used them each day, summed over the days, then by uses, then by key;
 * `usesSql` selects `key, day, uses, accounts` (one row per key and day with any use).
 */
async function ranked(em: EntityManager, usesSql: string, w: PositionWindow): Promise<Page<Trend>> {
  const rows: Array<{ key: string; day: Date | string; uses: string | number; accounts: string | number }> = await em
    .getConnection()
    .execute(usesSql);
  const byKey = new Map<string, Map<number, TrendDay>>();
  for (const r of rows) {
    const day = new Date(r.day);
    const perDay = byKey.get(r.key) ?? new Map<number, TrendDay>();
    perDay.set(day.getTime(), { day, uses: Number(r.uses), accounts: Number(r.accounts) });
    byKey.set(r.key, perDay);
  }
  const total = (h: TrendDay[], field: 'uses' | 'accounts') => h.reduce((sum, d) => sum + d[field], 0);
  const ranking = [...byKey]
    .map(([key, perDay]) => ({
      key,
      history: days().map((day) => perDay.get(day.getTime()) ?? { day, uses: 0, accounts: 0 }),
    }))
    .sort(
      (a, b) =>
        total(b.history, 'accounts') - total(a.history, 'accounts') ||
        total(b.history, 'uses') - total(a.history, 'uses') ||
        a.key.localeCompare(b.key),
    );
  return positionSlice(ranking, w);
}

const perDaySql = (keysSql: string) =>
  `select k.key, date_trunc('day', s.created_at at time zone 'UTC') at time zone 'UTC' as day,
     count(distinct s.id) as uses, count(distinct s.account_id) as accounts
   from statuses s, ${keysSql} where ${RECENT} group by k.key, day`;

/** Hashtags used most in recent public statuses (default 10, at most 20 a page). */
export function trendingTags(em: EntityManager, page: PageArgs): Promise<Page<Trend>> {
  return ranked(em, perDaySql('unnest(s.tags) as k(key)'), positionWindow(page, 20, 10));
}

/** Links shared most in recent public statuses (default 10, at most 20 a page); trailing punctuation is not part of a link. */
export function trendingLinks(em: EntityManager, page: PageArgs): Promise<Page<Trend>> {
  // No literal question mark: the driver would read it as a parameter (\u003f is one in the regular expression).
  const links = `lateral (select distinct regexp_replace(m[1], '[.,;:!\\u003f)''"]+$', '') as key
    from regexp_matches(s.text, '(https{0,1}://[^\\s<>"]+)', 'g') as m) as k`;
  return ranked(em, perDaySql(links), positionWindow(page, 20, 10));
}

/**
 * Recent public statuses the most favourited and reblogged (default 20, at most 40 a page), leaving out those
 * the viewer may not see or hides (blocks, mutes, blocked domains).
 */
export async function trendingStatuses(em: EntityManager, viewer: User | null, page: PageArgs): Promise<Page<Status>> {
  const w = positionWindow(page, 40, 20);
  const visible = visibleSql('s', viewer?.id ?? null);
  const hidden = viewer ? hiddenAuthorSql(viewer.id) : { sql: 'true', params: [] };
  const score = `((select count(*) from favourites f where f.status_id = s.id)
    + (select count(*) from statuses r where r.reblog_of_id = s.id))`;
  const rows: Array<{ id: number }> = await em.getConnection().execute(
    `select s.id from statuses s where ${RECENT} and (${visible.sql}) and (${hidden.sql}) and ${score} > 0
     order by ${score} desc, s.id desc offset ? limit ?`,
    [...visible.params, ...hidden.params, w.offset, w.limit],
  );
  const ids = rows.map((r) => Number(r.id));
  const statuses = new Map((await em.find(Status, { id: { $in: ids } })).map((s) => [s.id, s]));
  return positionPage(
    ids.map((id) => statuses.get(id)).filter((s): s is Status => s != null),
    w,
  );
}
