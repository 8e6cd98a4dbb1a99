import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Removes old remote statuses, as Pleroma's `prune_objects` removes old remote objects, with what a local user
 * would miss kept: a status is removed only when it is remote, public or unlisted (never someone's private
 * posts or direct messages), created more than `days` days ago, not pinned, bookmarked by nobody, favourited or
 * reacted to by no local user, mentions no local user, and neither replied to nor reblogged by a local status
 * or by a status that stays (newer than the cut-off). What hangs on it (remote reblogs, favourites, reactions,
 * notifications) goes with it; the replies that stay lose their parent, as Pleroma's prune breaks threads.
 * Returns how many statuses went.
 */
export async function pruneRemoteStatuses(em: EntityManager, days: number): Promise<number> {
  const cutoff = new Date(Date.now() - days * 86_400_000);
  const result = await em.getConnection().execute(
    `delete from statuses s
      where not s.local
        and s.created_at < ?
        and s.visibility in ('public', 'unlisted')
        and s.pinned_at is null
        and not exists (select 1 from bookmarks b where b.status_id = s.id)
        and not exists (select 1 from favourites f join users u on u.id = f.user_id where f.status_id = s.id and u.local)
        and not exists (select 1 from emoji_reactions r join users u on u.id = r.user_id where r.status_id = s.id and u.local)
        and not exists (select 1 from users u where u.local and u.id = any(s.mention_ids))
        and not exists (
          select 1 from statuses c
           where (c.in_reply_to_id = s.id or c.reblog_of_id = s.id) and (c.local or c.created_at >= ?)
        )`,
    [cutoff, cutoff],
    'run',
  );
  return (result as { affectedRows?: number }).affectedRows ?? 0;
}
