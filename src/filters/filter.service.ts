import type { EntityManager } from '@mikro-orm/postgresql';
import { Filter, type FilterContext, type User } from '../entities/index.js';
import { BadInputError, NotFoundError, UnprocessableError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { cond, type Condition } from '../db/sql-condition.js';

export const FILTER_CONTEXTS: readonly FilterContext[] = ['home', 'notifications', 'public', 'thread', 'account'];
const MAX_PHRASE = 1000;
/** Mastodon allows up to a year ahead; so do we. */
const MAX_EXPIRES_IN = 365 * 24 * 3600;

export interface FilterInput {
  phrase?: string | null;
  context?: string[] | null;
  wholeWord?: boolean | null;
  irreversible?: boolean | null;
  /** Seconds from now; null or absent: never (on update, absent keeps, null clears). */
  expiresIn?: number | null;
}

function checked(input: FilterInput, current?: Filter) {
  const phrase = input.phrase === undefined && current ? current.phrase : (input.phrase ?? '').trim();
  if (!phrase) throw new UnprocessableError("phrase: can't be blank");
  if ([...phrase].length > MAX_PHRASE) throw new UnprocessableError(`phrase: at most ${MAX_PHRASE} characters`);
  const context = input.context == null && current ? current.context : [...new Set(input.context ?? [])];
  if (!context.length) throw new UnprocessableError("context: can't be blank");
  const unknown = context.filter((c) => !FILTER_CONTEXTS.includes(c as FilterContext));
  if (unknown.length)
    throw new BadInputError(`context: unknown ${unknown.join(', ')} (known: ${FILTER_CONTEXTS.join(', ')})`);
  let expiresAt = current?.expiresAt ?? null;
  if (input.expiresIn !== undefined) {
    const seconds = input.expiresIn;
    if (seconds != null && (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_EXPIRES_IN)) {
      throw new BadInputError(`expires_in: seconds from 1 to ${MAX_EXPIRES_IN}`);
    }
    expiresAt = seconds == null ? null : new Date(Date.now() + seconds * 1000);
  }
  return {
    phrase,
    context: context as FilterContext[],
    wholeWord: input.wholeWord ?? current?.wholeWord ?? true,
    irreversible: input.irreversible ?? current?.irreversible ?? false,
    expiresAt,
  };
}

/** The viewer's filters, expired ones included (clients show them), oldest first. */
export function filters(em: EntityManager, viewer: User): Promise<Filter[]> {
  return em.find(Filter, { user: viewer }, { orderBy: { id: 'asc' } });
}

export async function ownFilter(em: EntityManager, viewer: User, id: string): Promise<Filter> {
  const filterId = toId(id);
  const filter = filterId ? await em.findOne(Filter, { id: filterId, user: viewer }) : null;
  if (!filter) throw new NotFoundError('Record not found');
  return filter;
}

export async function createFilter(em: EntityManager, viewer: User, input: FilterInput): Promise<Filter> {
  const filter = em.create(Filter, { user: viewer, ...checked(input) });
  await em.flush();
  return filter;
}

export async function updateFilter(em: EntityManager, viewer: User, id: string, input: FilterInput): Promise<Filter> {
  const filter = await ownFilter(em, viewer, id);
  Object.assign(filter, checked(input, filter));
  await em.flush();
  return filter;
}

export async function deleteFilter(em: EntityManager, viewer: User, id: string): Promise<Filter> {
  const filter = await ownFilter(em, viewer, id);
  await em.nativeDelete(Filter, filter.id);
  return filter;
}

/** The text of status `s` a keyword is matched in: its own, or for a reblog that of the status reblogged. */
const STATUS_TEXT = `(select o.spoiler_text || ' ' || o.text from statuses o where o.id = coalesce(s.reblog_of_id, s.id))`;

/**
 * Whether the text of status `s` matches a keyword (`phrase` and `wholeWord` are SQL column expressions):
 * case-insensitively, as a whole word where asked (word boundaries only where the phrase begins or ends with a
 * word character, as Mastodon matches). The one definition of a match, used by timelines, notifications and
 * streams, for v1 and v2 filters alike.
 */
export const keywordMatchSql = (phrase: string, wholeWord: string) => `${STATUS_TEXT} ~* (
    (case when ${wholeWord} and ${phrase} ~ '^\\w' then '\\m' else '' end)
    || regexp_replace(${phrase}, '([^[:alnum:][:space:]_])', '\\\\\\1', 'g')
    || (case when ${wholeWord} and ${phrase} ~ '\\w$' then '\\M' else '' end))`;

/** The live irreversible v1 filter row `f` matches status `s`. */
const MATCH_SQL = `f.irreversible and (f.expires_at is null or f.expires_at > now())
  and ${keywordMatchSql('f.phrase', 'f.whole_word')}`;

/** The live v2 filter row `cf` matches status `s` by one of its keywords or by the status id. */
const CUSTOM_MATCH_SQL = `(cf.expires_at is null or cf.expires_at > now()) and (
  exists (select 1 from filter_keywords k where k.filter_id = cf.id and ${keywordMatchSql('k.keyword', 'k.whole_word')})
  or exists (select 1 from filter_statuses fs where fs.filter_id = cf.id and fs.status_id in (s.id, s.reblog_of_id)))`;

/** Whether one of the viewer's (`?`) live v2 filters matches status `s`, whatever its action and contexts. */
export const VIEWER_FILTER_MATCHES_SQL = `exists (select 1 from custom_filters cf where cf.user_id = ? and ${CUSTOM_MATCH_SQL})`;

/** The users (`user_id`) and contexts (`context`) whose v1 irreversible or v2 `hide` filters drop status `s`. */
const HIDING_SQL = `select f.user_id, f.context from filters f where ${MATCH_SQL}
  union all select cf.user_id, cf.context from custom_filters cf where cf.action = 'hide' and ${CUSTOM_MATCH_SQL}`;

/** Statuses (alias `s`) that none of the viewer's irreversible or `hide` filters for the context drops. */
export function notFilteredSql(viewerId: number, context: FilterContext): Condition {
  return cond(
    `not exists (select 1 from (${HIDING_SQL}) h where h.user_id = ? and ? = any(h.context))`,
    viewerId,
    context,
  );
}

/** For the status bound as `?`: the users (`user_id`) whose irreversible or `hide` filters drop it, with the contexts (`context`). */
export const USERS_FILTERING_SQL = `select h.user_id, h.context from statuses s, lateral (${HIDING_SQL}) h where s.id = ?`;

/** For the status bound as `?`: the users (`user_id`) with a live v2 filter matching it (their payloads carry `filtered`). */
export const USERS_WITH_FILTER_MATCH_SQL = `select distinct cf.user_id from statuses s, custom_filters cf where s.id = ? and ${CUSTOM_MATCH_SQL}`;

/** Rows of USERS_FILTERING_SQL as each user's contexts. */
export function filteringByUser(
  rows: Array<{ user_id: number; context: FilterContext[] }>,
): Map<number, Set<FilterContext>> {
  const out = new Map<number, Set<FilterContext>>();
  for (const r of rows) out.set(Number(r.user_id), new Set([...(out.get(Number(r.user_id)) ?? []), ...r.context]));
  return out;
}

/** For one status: the users whose irreversible or `hide` filters drop it, with the contexts each applies to (streams). */
export async function usersFiltering(em: EntityManager, statusId: number): Promise<Map<number, Set<FilterContext>>> {
  return filteringByUser(await em.getConnection().execute(USERS_FILTERING_SQL, [statusId]));
}

/** For one status: the users with a live v2 filter matching it (their payloads carry `filtered`, streams). */
export async function usersWithFilterMatch(em: EntityManager, statusId: number): Promise<Set<number>> {
  const rows: Array<{ user_id: number }> = await em.getConnection().execute(USERS_WITH_FILTER_MATCH_SQL, [statusId]);
  return new Set(rows.map((r) => Number(r.user_id)));
}
