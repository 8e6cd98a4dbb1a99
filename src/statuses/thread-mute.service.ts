import type { EntityManager } from '@mikro-orm/postgresql';
import { ThreadMute, type Status, type User } from '../entities/index.js';
import { BadInputError } from '../core/errors.js';
import { getActionTarget } from './status.service.js';

/**
 * Mutes the thread of a status the viewer may see (a reblog stands for the status it reblogs): no more
 * notifications about its statuses (replies, mentions, favourites, reblogs, reactions), and those already there
 * are marked read, as Pleroma does. Muting a muted thread is refused as Pleroma refuses it.
 */
export async function muteThread(em: EntityManager, viewer: User, id: string): Promise<Status> {
  const status = await getActionTarget(em, viewer, id);
  const inserted = await em
    .createQueryBuilder(ThreadMute)
    .insert({ user: viewer.id, context: status.context.id })
    .onConflict(['user_id', 'context_id'])
    .ignore()
    .execute('run');
  if (!inserted.affectedRows) throw new BadInputError('conversation is already muted');
  await em.getConnection().execute(
    `update notifications n set seen = true from statuses s
     where n.user_id = ? and n.status_id = s.id and s.context_id = ? and not n.seen`,
    [viewer.id, status.context.id],
  );
  return status;
}

/** Unmutes the thread of a status the viewer may see; unmuting a thread not muted changes nothing. */
export async function unmuteThread(em: EntityManager, viewer: User, id: string): Promise<Status> {
  const status = await getActionTarget(em, viewer, id);
  await em.nativeDelete(ThreadMute, { user: viewer, context: status.context.id });
  return status;
}
