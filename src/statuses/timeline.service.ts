import type { EntityManager } from '@mikro-orm/postgresql';
import { findVisibleAccount, getUser } from '../accounts/account.service.js';
import { placeholders } from '../db/batch-loaders.js';
import type { Status, User, Visibility } from '../entities/index.js';
import { BadInputError, ForbiddenError } from '../core/errors.js';
import { pageWindow, type Page, type PageArgs } from '../core/pagination.js';
import { notFilteredSql } from '../filters/filter.service.js';
import { cond, hiddenAuthorSql, statusPage, statusPageThrough, WITH_MEDIA, type Condition } from './status-query.js';

export interface TimelineFilters {
  local?: boolean | null;
  onlyMedia?: boolean | null;
  /** Pleroma: also statuses of muted accounts. */
  withMuted?: boolean | null;
  /** Pleroma: leave out statuses of these visibilities. */
  excludeVisibilities?: Visibility[] | null;
}

function common(viewer: User | null, f: TimelineFilters): Condition[] {
  const out: Condition[] = [];
  if (viewer) out.push(hiddenAuthorSql(viewer.id, f.withMuted ?? false));
  if (f.local) out.push(cond('s.local'));
  if (f.onlyMedia) out.push(WITH_MEDIA);
  if (f.excludeVisibilities?.length)
    out.push(cond(`s.visibility not in (${placeholders(f.excludeVisibilities)})`, ...f.excludeVisibilities));
  return out;
}

/**
 * The home timeline: the viewer's own statuses, those of accounts they follow (their reblogs only while the
 * follow shows reblogs), statuses addressed to them and public statuses (not reblogs) with a hashtag they follow,
 * as Mastodon; muted accounts left out. The streaming router's home audience (`routeStatus`) is the same rule.
 */
export function homeTimeline(
  em: EntityManager,
  viewer: User,
  page: PageArgs,
  f: TimelineFilters = {},
): Promise<Page<Status>> {
  const id = viewer.id;
  return statusPage(em, id, pageWindow(page), [
    cond(
      `(s.account_id = ? or ? = any(s.recipient_ids)
      or exists (select 1 from follows f where f.follower_id = ? and f.following_id = s.account_id and f.state = 'accepted'
        and (s.reblog_of_id is null or f.show_reblogs))
      or (s.visibility = 'public' and s.reblog_of_id is null
        and exists (select 1 from followed_tags ft where ft.user_id = ? and ft.name = any(s.tags))))`,
      id,
      id,
      id,
      id,
    ),
    notFilteredSql(id, 'home'),
    ...common(viewer, f),
  ]);
}

/** Public statuses (no reblogs), optionally only local ones or only those with media. */
export function publicTimeline(
  em: EntityManager,
  viewer: User | null,
  page: PageArgs,
  f: TimelineFilters = {},
): Promise<Page<Status>> {
  return statusPage(em, viewer?.id ?? null, pageWindow(page), [
    cond(`s.visibility = 'public' and s.reblog_of_id is null`),
    ...(viewer ? [notFilteredSql(viewer.id, 'public')] : []),
    ...common(viewer, f),
  ]);
}

export interface TagFilters extends TimelineFilters {
  /** Also statuses with any of these tags. */
  any?: string[] | null;
  /** Only statuses that also have all of these. */
  all?: string[] | null;
  /** None of these. */
  none?: string[] | null;
}

const normaliseTag = (tag: string) => tag.trim().replace(/^#/, '').toLowerCase();

/** Public statuses with the hashtag (Mastodon's any[], all[] and none[] refine it). */
export function tagTimeline(
  em: EntityManager,
  viewer: User | null,
  tag: string,
  page: PageArgs,
  f: TagFilters = {},
): Promise<Page<Status>> {
  // A blank tag (``, `#`) names no hashtag: refused, rather than an empty condition reaching the SQL.
  if (!normaliseTag(tag)) throw new BadInputError('hashtag: must name a hashtag');
  const tags = (list: string[] | null | undefined) => (list ?? []).map(normaliseTag).filter(Boolean);
  const anyOf = tags([tag, ...(f.any ?? [])]);
  const conditions = [
    cond(`s.visibility = 'public' and s.reblog_of_id is null`),
    cond(`(${anyOf.map(() => '? = any(s.tags)').join(' or ')})`, ...anyOf),
    ...tags(f.all).map((t) => cond('? = any(s.tags)', t)),
    ...tags(f.none).map((t) => cond('not (? = any(s.tags))', t)),
    ...(viewer ? [notFilteredSql(viewer.id, 'public')] : []),
    ...common(viewer, f),
  ];
  return statusPage(em, viewer?.id ?? null, pageWindow(page), conditions);
}

export interface AccountStatusFilters {
  excludeReplies?: boolean | null;
  excludeReblogs?: boolean | null;
  onlyMedia?: boolean | null;
  /** Only the statuses the account pinned. */
  pinned?: boolean | null;
  tagged?: string | null;
}

/** An account's statuses as the viewer may see them; replies to others' threads left out with exclude_replies. */
export async function accountStatuses(
  em: EntityManager,
  viewer: User | null,
  accountId: string,
  page: PageArgs,
  f: AccountStatusFilters = {},
): Promise<Page<Status>> {
  const account = await getUser(em, { id: accountId });
  const w = pageWindow(page);
  const conditions = [cond('s.account_id = ?', account.id)];
  if (f.pinned) conditions.push(cond('s.pinned_at is not null'));
  if (viewer) conditions.push(notFilteredSql(viewer.id, 'account'));
  if (f.excludeReplies) conditions.push(cond('(s.in_reply_to_id is null or s.in_reply_to_account_id = s.account_id)'));
  if (f.excludeReblogs) conditions.push(cond('s.reblog_of_id is null'));
  if (f.onlyMedia) conditions.push(WITH_MEDIA);
  if (f.tagged) conditions.push(cond('? = any(s.tags)', normaliseTag(f.tagged)));
  return statusPage(em, viewer?.id ?? null, w, conditions);
}

/**
 * The statuses an account favourited, as the viewer may see them, newest status first (Pleroma's
 * /api/v1/pleroma/accounts/:id/favourites). Accounts hide their favourites by default (hide_favorites, as in
 * Pleroma): then only the account itself sees them, others get FORBIDDEN.
 */
export async function accountFavourites(
  em: EntityManager,
  viewer: User | null,
  accountId: string,
  page: PageArgs,
): Promise<Page<Status>> {
  const account = await findVisibleAccount(em, accountId, viewer);
  if (account.hideFavourites && viewer?.id !== account.id) throw new ForbiddenError("Can't get favorites");
  return statusPage(em, viewer?.id ?? null, pageWindow(page), [
    cond('exists (select 1 from favourites fv where fv.user_id = ? and fv.status_id = s.id)', account.id),
  ]);
}

/**
 * The statuses the viewer favourited and may still see, newest favourite first; cursor = the favourite's id, as
 * Mastodon pages GET /api/v1/favourites (Pleroma pages it by status id; Mastodon's cursor keeps a status
 * favourited late in its place on the page, which clients that merge pages need).
 */
export function favourites(em: EntityManager, viewer: User, page: PageArgs): Promise<Page<Status>> {
  return statusPageThrough(em, viewer.id, pageWindow(page), { table: 'favourites', alias: 'fv' }, [
    cond('fv.user_id = ?', viewer.id),
  ]);
}
