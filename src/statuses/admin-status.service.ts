import type { EntityManager } from '@mikro-orm/postgresql';
import { Status, type User, type Visibility } from '../entities/index.js';
import { BadInputError, NotFoundError } from '../core/errors.js';
import { statusDeleted, statusUpdated } from '../events/publish.js';
import { toId } from '../core/ids.js';
import { logModerationAction, mention } from '../moderation-log/moderation-log.service.js';
import {
  countedWindow,
  keysetFilter,
  keysetOrder,
  toPage,
  type CountedPage,
  type CountedPageArgs,
} from '../core/pagination.js';
import { escapeLike } from '../db/like-pattern.js';

/** The page_size default of the admin status listings: the spec's and Pleroma's documentation's (its code takes 50). */
export const STATUS_PAGE_SIZE = 20;

export interface AdminStatusFilters {
  /** Only this account's statuses. */
  accountId?: number | null;
  /** Only statuses from this host: this instance's are the local ones, another's those of its actors. */
  instance?: string | null;
  localHost?: string;
  localOnly?: boolean | null;
  /** Private and direct statuses too; otherwise public and unlisted only. */
  godmode?: boolean | null;
  withReblogs?: boolean | null;
}

/**
 * `like` patterns matching the actor ids of a host (`host` or `host:port`), as Pleroma matches an instance
 * on the host part of the actor id.
 */
function actorPrefixes(instance: string): string[] {
  const host = escapeLike(instance.trim().toLowerCase());
  return [`https://${host}/%`, `http://${host}/%`];
}

/** Statuses as an admin lists them, newest first, by page. */
export async function listStatusesForAdmin(
  em: EntityManager,
  f: AdminStatusFilters,
  args: CountedPageArgs,
): Promise<CountedPage<Status>> {
  const w = countedWindow(args, STATUS_PAGE_SIZE);
  const where: Record<string, unknown> = {};
  if (f.accountId != null) where.account = f.accountId;
  if (f.instance != null) {
    if (f.instance.toLowerCase() === f.localHost?.toLowerCase()) where.local = true;
    else where.account = { local: false, $or: actorPrefixes(f.instance).map((p) => ({ apId: { $like: p } })) };
  }
  if (f.localOnly) where.local = true;
  if (!f.godmode) where.visibility = { $in: ['public', 'unlisted'] };
  if (!f.withReblogs) where.reblogOf = null;
  const total = await em.count(Status, where);
  const cursor = keysetFilter(w);
  const rows = await em.find(Status, cursor ? { ...where, id: cursor } : where, {
    orderBy: { id: keysetOrder(w) },
    limit: w.limit,
    offset: w.offset,
  });
  return { ...toPage(rows, w, (s) => s.id), totalCount: total };
}

/** Any status by id (admins see them all); Pleroma's "Not Found" otherwise. */
export async function getStatusForAdmin(em: EntityManager, id: string): Promise<Status> {
  const statusId = toId(id);
  const status = statusId ? await em.findOne(Status, statusId) : null;
  if (!status) throw new NotFoundError('Not Found');
  return status;
}

const SETTABLE_VISIBILITIES: readonly Visibility[] = ['public', 'private', 'unlisted'];

/** Sets a status's sensitive flag and/or visibility (public, private or unlisted only) and logs status_update. */
export async function updateStatusForAdmin(
  em: EntityManager,
  admin: User,
  id: string,
  input: { sensitive?: boolean | null; visibility?: Visibility | null },
): Promise<Status> {
  if (input.visibility != null && !SETTABLE_VISIBILITIES.includes(input.visibility))
    throw new BadInputError('Unsupported visibility');
  const status = await getStatusForAdmin(em, id);
  const sensitive = input.sensitive ?? null;
  const visibility = input.visibility ?? null;
  if (sensitive != null) status.sensitive = sensitive;
  if (visibility != null) status.visibility = visibility;
  const set = [
    sensitive != null ? `sensitive: '${sensitive}'` : null,
    visibility != null ? `visibility: '${visibility}'` : null,
  ].filter(Boolean);
  logModerationAction(
    em,
    admin,
    'status_update',
    { subject: { type: 'status', id: String(status.id) }, sensitive, visibility },
    `${mention(admin)} updated status #${status.id}, set ${set.join(', ')}`,
  );
  await em.flush();
  statusUpdated(em, status);
  return status;
}

/** Deletes any status (its reblogs, favourites and notifications go with it) and logs status_delete. */
export async function deleteStatusForAdmin(em: EntityManager, admin: User, id: string): Promise<void> {
  const status = await getStatusForAdmin(em, id);
  await em.nativeDelete(Status, status.id);
  logModerationAction(
    em,
    admin,
    'status_delete',
    { subject_id: String(status.id) },
    `${mention(admin)} deleted status #${status.id}`,
  );
  await em.flush();
  statusDeleted(em, status);
}

/** Counts of (non-reblog) statuses by visibility, optionally of one instance (this one's are the local ones). */
export async function statusVisibilityCounts(
  em: EntityManager,
  instance: string | null | undefined,
  localHost: string,
): Promise<Record<Visibility, number>> {
  const counts: Record<Visibility, number> = { public: 0, unlisted: 0, private: 0, direct: 0 };
  const remote = Boolean(instance) && instance!.toLowerCase() !== localHost.toLowerCase();
  const where = !instance
    ? ''
    : remote
      ? ' and not s.local and s.account_id in (select id from users where not local and (ap_id like ? or ap_id like ?))'
      : ' and s.local';
  const rows: Array<{ visibility: Visibility; n: string | number }> = await em
    .getConnection()
    .execute(
      `select s.visibility, count(*) as n from statuses s where s.reblog_of_id is null${where} group by s.visibility`,
      remote ? actorPrefixes(instance!) : [],
    );
  for (const r of rows) counts[r.visibility] = Number(r.n);
  return counts;
}
