import type { EntityManager } from '@mikro-orm/postgresql';
import { Status, type User } from '../entities/index.js';
import { NotFoundError, UnprocessableError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { getSettings } from '../settings/settings.service.js';

/** One of the viewer's own statuses (not a reblog); 404 for anyone else's, as an invisible status is. */
async function ownStatus(em: EntityManager, viewer: User, id: string): Promise<Status> {
  const statusId = toId(id);
  const status = statusId ? await em.findOne(Status, { id: statusId, account: viewer, reblogOf: null }) : null;
  if (!status) throw new NotFoundError('Record not found');
  return status;
}

/**
 * Pins one of the viewer's public or unlisted statuses to their profile, at most `max_pinned_statuses` of them
 * (Pleroma's instance setting); pinning a pinned status again changes nothing.
 */
export async function pin(em: EntityManager, viewer: User, id: string): Promise<Status> {
  const status = await ownStatus(em, viewer, id);
  if (status.pinnedAt) return status;
  if (status.visibility !== 'public' && status.visibility !== 'unlisted')
    throw new UnprocessableError('Non-public status cannot be pinned');
  const { max_pinned_statuses: max } = await getSettings(em, 'instance');
  const pinned = await em.count(Status, { account: viewer, pinnedAt: { $ne: null } });
  if (pinned >= max) throw new UnprocessableError('You have already pinned the maximum number of statuses');
  status.pinnedAt = new Date();
  await em.flush();
  return status;
}

export async function unpin(em: EntityManager, viewer: User, id: string): Promise<Status> {
  const status = await ownStatus(em, viewer, id);
  status.pinnedAt = null;
  await em.flush();
  return status;
}
