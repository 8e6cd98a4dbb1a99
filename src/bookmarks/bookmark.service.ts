import type { EntityManager } from '@mikro-orm/postgresql';
import { Bookmark, type Status, type User } from '../entities/index.js';
import { pageWindow, type Page, type PageArgs } from '../core/pagination.js';
import { cond, statusPageThrough } from '../statuses/status-query.js';
import { getActionTarget } from '../statuses/status.service.js';

/** Bookmarks a status the viewer may see (a reblog stands for the status it reblogs); again is a no-op. */
export async function bookmark(em: EntityManager, viewer: User, id: string): Promise<Status> {
  const status = await getActionTarget(em, viewer, id);
  await em
    .createQueryBuilder(Bookmark)
    .insert({ user: viewer.id, status: status.id })
    .onConflict(['user_id', 'status_id'])
    .ignore()
    .execute('run');
  return status;
}

export async function unbookmark(em: EntityManager, viewer: User, id: string): Promise<Status> {
  const status = await getActionTarget(em, viewer, id);
  await em.nativeDelete(Bookmark, { user: viewer, status });
  return status;
}

/** The viewer's bookmarks they may still see, newest bookmark first; cursor = the bookmark's id. */
export function bookmarks(em: EntityManager, viewer: User, page: PageArgs): Promise<Page<Status>> {
  return statusPageThrough(em, viewer.id, pageWindow(page), { table: 'bookmarks', alias: 'bm' }, [
    cond('bm.user_id = ?', viewer.id),
  ]);
}
