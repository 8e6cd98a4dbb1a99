import type { EntityManager } from '@mikro-orm/postgresql';
import { Favourite, Notification, Status, User, type Visibility } from '../entities/index.js';
import { ForbiddenError, UnprocessableError } from '../core/errors.js';
import { favouriteAdded, favouriteRemoved, statusCreated, statusDeleted } from '../events/publish.js';
import { notify, writeAndNotify } from '../notifications/notify.js';
import { keysetSql, mapPage, pageWindow, toPage, type Page, type PageArgs } from '../core/pagination.js';
import { cond, type Condition } from './status-query.js';
import { getActionTarget } from './status.service.js';
import { blockedEitherWaySql } from '../relations/relation-rules.js';
import { visibleSql } from './visibility.js';
import { visibleStatusWithFacts, type StatusFacts } from './status-facts.js';
import { partsOf } from './status-parts.js';

/**
 * Favourites a status the viewer may see (once; again is a no-op) and notifies its author: the favourite and
 * the notification are one statement.
 */
export async function favourite(em: EntityManager, viewer: User, id: string): Promise<Status> {
  const status = await getActionTarget(em, viewer, id);
  await addFavourite(em, viewer.id, status);
  return status;
}

/**
 * `favourite`, with what its reply shows of the status read with it (`visibleStatusWithFacts`) and counted
 * after the favourite: two statements in all. For a reblog (the favourite goes to the status it reblogs) the
 * facts are null and the reply's loaders read them. It takes the viewer's id: the caller's row is read, not mapped.
 */
export async function favouriteShown(
  em: EntityManager,
  viewerId: number,
  id: string,
): Promise<{ status: Status; facts: StatusFacts | null }> {
  const shown = await visibleStatusWithFacts(em, viewerId, id);
  if (shown.status.reblogOf) {
    const status = await em.findOneOrFail(Status, shown.status.reblogOf.id);
    await addFavourite(em, viewerId, status);
    return { status, facts: null };
  }
  const added = await addFavourite(em, viewerId, shown.status);
  // The parts were read before the favourite: the reply shows it.
  const parts = partsOf(shown.status)!;
  parts.favourited = true;
  if (added) parts.favouritesCount += 1;
  return shown;
}

/** The favourite and its notification in one statement; whether it was added (it was not there yet). */
async function addFavourite(em: EntityManager, viewerId: number, status: Status): Promise<boolean> {
  const added = await writeAndNotify(
    em,
    {
      sql: `insert into favourites (user_id, status_id) values (?, ?) on conflict (user_id, status_id) do nothing
        returning id`,
      params: [viewerId, status.id],
    },
    { userId: status.account.id, type: 'favourite', fromId: viewerId, statusId: status.id },
  );
  if (added) favouriteAdded(em, status, viewerId);
  return added;
}

/** Takes a favourite back, and its notification with it. */
export async function unfavourite(em: EntityManager, viewer: User, id: string): Promise<Status> {
  const status = await getActionTarget(em, viewer, id);
  const deleted = await em.nativeDelete(Favourite, { user: viewer, status });
  await em.nativeDelete(Notification, { type: 'favourite', fromAccount: viewer, status });
  if (deleted) favouriteRemoved(em, status, viewer.id);
  return status;
}

const REBLOG_VISIBILITIES: readonly Visibility[] = ['public', 'unlisted', 'private'];

/**
 * Reblogs a public or unlisted status the viewer may see (private and direct ones cannot be reblogged);
 * reblogging twice gives back the first reblog. Returns the reblog.
 */
export async function reblog(
  em: EntityManager,
  viewer: User,
  id: string,
  visibility?: Visibility | null,
): Promise<Status> {
  const status = await getActionTarget(em, viewer, id);
  if (status.visibility === 'private' || status.visibility === 'direct')
    throw new ForbiddenError('This action is not allowed');
  if (visibility && !REBLOG_VISIBILITIES.includes(visibility))
    throw new UnprocessableError('visibility: a reblog is public, unlisted or private');
  const existing = await em.findOne(Status, { account: viewer, reblogOf: status });
  if (existing) return existing;
  const created = em.create(Status, {
    account: viewer,
    reblogOf: status,
    context: status.context,
    visibility: visibility ?? 'public',
  });
  await em.flush();
  await notify(em, { userId: status.account.id, type: 'reblog', fromId: viewer.id, statusId: status.id });
  statusCreated(em, created);
  return created;
}

/** Undoes the viewer's reblog of a status (and its notification); returns the status reblogged. */
export async function unreblog(em: EntityManager, viewer: User, id: string): Promise<Status> {
  const status = await getActionTarget(em, viewer, id);
  const reblogs = await em.find(Status, { account: viewer, reblogOf: status });
  await em.nativeDelete(Status, { id: { $in: reblogs.map((r) => r.id) } });
  await em.nativeDelete(Notification, { type: 'reblog', fromAccount: viewer, status });
  for (const r of reblogs) statusDeleted(em, r);
  return status;
}

/** Accounts blocked either way with the viewer, as SQL over a users alias. */
function notBlockedSql(userAlias: string, viewerId: number | null): Condition {
  if (viewerId == null) return cond('true');
  return cond(`not ${blockedEitherWaySql('?', userAlias)}`, viewerId, viewerId);
}

/** A page of the accounts that acted on a status (favourited, reblogged), as the viewer may see them. */
type AccountsOfStatus = (em: EntityManager, viewer: User | null, status: Status, page: PageArgs) => Promise<Page<User>>;

/** Who favourited a status the viewer may see, newest first; cursor = the favourite's id. */
export const favouritedBy: AccountsOfStatus = async (em, viewer, status, page) => {
  const w = pageWindow(page);
  const keyset = keysetSql('f.id', w);
  const blocked = notBlockedSql('f.user_id', viewer?.id ?? null);
  const rows = await em
    .createQueryBuilder(Favourite, 'f')
    .select(['id', 'user'])
    .where(`f.status_id = ? and (${blocked.sql}) and (${keyset.sql})`, [status.id, ...blocked.params, ...keyset.params])
    .orderBy({ id: keyset.order })
    .limit(w.limit)
    .getResultList();
  return usersPage(
    em,
    toPage(rows, w, (f) => f.id),
    (f) => f.user.id,
  );
};

/** Who reblogged a status the viewer may see (reblogs the viewer may see), newest first; cursor = the reblog's id. */
export const rebloggedBy: AccountsOfStatus = async (em, viewer, status, page) => {
  const w = pageWindow(page);
  const keyset = keysetSql('s.id', w);
  const visible = visibleSql('s', viewer?.id ?? null);
  const rows = await em
    .createQueryBuilder(Status, 's')
    .select(['id', 'account'])
    .where(`s.reblog_of_id = ? and ${visible.sql} and (${keyset.sql})`, [
      status.id,
      ...visible.params,
      ...keyset.params,
    ])
    .orderBy({ id: keyset.order })
    .limit(w.limit)
    .getResultList();
  return usersPage(
    em,
    toPage(rows, w, (s) => s.id),
    (s) => s.account.id,
  );
};

async function usersPage<T>(em: EntityManager, page: Page<T>, userIdOf: (row: T) => number): Promise<Page<User>> {
  const users = new Map((await em.find(User, { id: { $in: page.items.map(userIdOf) } })).map((u) => [u.id, u]));
  return mapPage(page, (row) => users.get(userIdOf(row)));
}
