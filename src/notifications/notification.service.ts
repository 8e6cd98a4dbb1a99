import type { EntityManager } from '@mikro-orm/postgresql';
import { Notification, type Status, type User } from '../entities/index.js';
import { BadInputError, NotFoundError } from '../core/errors.js';
import { besideOf, placeholders, plainRows, type Beside } from '../db/batch-loaders.js';
import { idBound, toId } from '../core/ids.js';
import { keysetSql, pageWindow, toPage, type Page, type PageArgs } from '../core/pagination.js';
import { notFilteredSql } from '../filters/filter.service.js';
import { blockedEitherWaySql, domainBlockedSql, liveMuteSql } from '../relations/relation-rules.js';
import { visibleSql } from '../statuses/visibility.js';
import { visibleStatusColumn } from '../statuses/status-parts.js';
import { rowWhere } from '../db/row-where.js';

export interface NotificationFilters {
  types?: string[] | null;
  excludeTypes?: string[] | null;
  /** Only those caused by this account. */
  accountId?: string | null;
  /** Also those from accounts whose notifications the viewer mutes. */
  withMuted?: boolean | null;
}

/** Pleroma answers `notifications/read` with at most this many notifications. */
const MAX_READ_RESULT = 80;

/**
 * Notifications `block_from_strangers` never hides: new followers and follow requests (else they would go
 * unnoticed), polls, and the reports and sign-ups moderators must see.
 */
const FROM_ANYONE = ['follow', 'follow_request', 'poll', 'admin.sign_up', 'admin.report', 'pleroma:report'];

/**
 * The condition every notification shown to the viewer meets: their own, not from an account blocked either
 * way or of a domain the viewer blocks, and about no status they may not see (any longer) or that their irreversible filters drop. Notification
 * mutes hide it unless `withMuted`. With `block_from_strangers` on, only accounts the viewer follows notify them
 * (the setting is read here, so lists, single notifications and both streaming interfaces follow it at once).
 */
export function shownSql(viewerId: number, withMuted: boolean): { sql: string; params: unknown[] } {
  const visible = visibleSql('s', viewerId);
  const unfiltered = notFilteredSql(viewerId, 'notifications');
  const muted = withMuted
    ? ''
    : ` and not exists (select 1 from mutes m where m.muter_id = ? and m.muted_id = n.from_account_id
      and m.notifications and ${liveMuteSql('m')})`;
  return {
    sql: `n.user_id = ?
      and not ${blockedEitherWaySql('?', 'n.from_account_id')}
      and not ${domainBlockedSql('?', 'n.from_account_id')}
      and (n.status_id is null or exists (select 1 from statuses s where s.id = n.status_id and ${visible.sql} and ${unfiltered.sql}))${muted}
      and (n.type in (${FROM_ANYONE.map(() => '?').join(', ')})
        or not exists (select 1 from users u where u.id = ? and u.block_from_strangers)
        or exists (select 1 from follows f where f.follower_id = ? and f.following_id = n.from_account_id and f.state = 'accepted'))`,
    params: [
      viewerId,
      viewerId,
      viewerId,
      viewerId,
      ...visible.params,
      ...unfiltered.params,
      ...(withMuted ? [] : [viewerId]),
      ...FROM_ANYONE,
      viewerId,
      viewerId,
    ],
  };
}

/** What a notification of a page shows besides its own columns, read with it (`notificationParts`). */
export interface NotificationParts {
  /** The viewer mutes the account that caused it (a live mute). */
  fromMuted: boolean;
  /** Its status with its parts (`statusParts`), null when it has none or the viewer may not see it. */
  status: Status | null;
}

/**
 * The columns of `NotificationParts` over the notifications alias `n`, for `plainRows`' `beside`: a page reads
 * its statuses, their parts and the viewer's mutes in its own statement, as the loaders would read them.
 */
function notificationParts(em: EntityManager, viewerId: number): Beside<NotificationParts> {
  const status = visibleStatusColumn(em, viewerId, 'n.status_id');
  return {
    columns: `exists (select 1 from mutes m where m.muter_id = ? and m.muted_id = n.from_account_id and ${liveMuteSql('m')}) as n_from_muted,
      ${status.sql} as n_status`,
    params: [viewerId, ...status.params],
    read: (row) => ({ fromMuted: row.n_from_muted === true, status: status.read(row.n_status) }),
  };
}

/** What a notification read by `listNotifications` carries (undefined for one read otherwise). */
export const notificationPartsOf = (n: Notification) => besideOf<NotificationParts>(n);

export async function listNotifications(
  em: EntityManager,
  viewer: User,
  filters: NotificationFilters,
  page: PageArgs,
): Promise<Page<Notification>> {
  const types = filters.types ?? [];
  const excluded = filters.excludeTypes ?? [];
  const w = pageWindow(page);
  const shown = shownSql(viewer.id, filters.withMuted === true);
  const keyset = keysetSql('n.id', w);
  const where = [shown.sql, keyset.sql];
  const params = [...shown.params, ...keyset.params];
  const and = (sql: string, ...values: unknown[]) => {
    where.push(sql);
    params.push(...values);
  };
  if (types.length) and(`n.type in (${placeholders(types)})`, ...types);
  if (excluded.length) and(`n.type not in (${placeholders(excluded)})`, ...excluded);
  if (filters.accountId != null) and('n.from_account_id = ?', toId(filters.accountId) ?? 0);
  // Plain rows (see `plainRows`): a page is only rendered, read with their statuses (`notificationParts`).
  const rows = await plainRows(
    em,
    Notification,
    'n',
    notificationParts(em, viewer.id),
  )(`${where.map((c) => `(${c})`).join(' and ')} order by n.id ${keyset.order} limit ?`, [...params, w.limit]);
  return toPage(rows, w, (n) => n.id);
}

/** One of the viewer's notifications, if it would be listed; 404 otherwise. */
export async function getNotification(em: EntityManager, viewer: User, id: string): Promise<Notification> {
  const found = await rowWhere(em, Notification, 'n', toId(id), shownSql(viewer.id, true));
  if (!found) throw new NotFoundError('Record not found');
  return found;
}

export async function dismissNotification(em: EntityManager, viewer: User, id: string): Promise<void> {
  const notificationId = toId(id);
  const deleted = notificationId ? await em.nativeDelete(Notification, { id: notificationId, user: viewer }) : 0;
  if (!deleted) throw new NotFoundError('Record not found');
}

/** Deletes every notification of the viewer; answers the ids deleted, newest first. */
export async function clearNotifications(em: EntityManager, viewer: User): Promise<number[]> {
  const rows = await em
    .getConnection()
    .execute<Array<{ id: number }>>('delete from notifications where user_id = ? returning id', [viewer.id]);
  return rows.map((r) => Number(r.id)).sort((a, b) => b - a);
}

/**
 * Pleroma's `notifications/read`: one notification by `id` (returned), or every one up to `max_id` (the
 * first 80 of those it marked, newest first). Exactly one of the two.
 */
export async function markNotificationsRead(
  em: EntityManager,
  viewer: User,
  input: { id?: string | null; maxId?: string | null },
): Promise<Notification[]> {
  const hasId = input.id != null && input.id !== '';
  const hasMax = input.maxId != null && input.maxId !== '';
  if (hasId === hasMax) throw new BadInputError('Either id or max_id (and not both) is required');
  if (hasId) {
    // Pleroma answers an id that is not one of the caller's notifications with 400, not 404.
    const notification = await getNotification(em, viewer, input.id!).catch((err) => {
      throw err instanceof NotFoundError ? new BadInputError('Cannot get notification') : err;
    });
    notification.seen = true;
    await em.flush();
    return [notification];
  }
  const maxId = idBound('max_id', input.maxId);
  if (maxId == null) throw new BadInputError('max_id: must be an id');
  const unseen = await em.find(
    Notification,
    { user: viewer, id: { $lte: maxId }, seen: false },
    { orderBy: { id: 'desc' } },
  );
  for (const n of unseen) n.seen = true;
  await em.flush();
  if (!unseen.length) return [];
  const shown = shownSql(viewer.id, true);
  return em
    .createQueryBuilder(Notification, 'n')
    .select('*')
    .where(shown.sql, shown.params)
    .andWhere({ id: { $in: unseen.map((n) => n.id) } })
    .orderBy({ id: 'desc' })
    .limit(MAX_READ_RESULT)
    .getResultList();
}
