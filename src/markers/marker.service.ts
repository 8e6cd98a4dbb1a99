import type { EntityManager } from '@mikro-orm/postgresql';
import { Marker, Notification, type MarkerTimeline, type User } from '../entities/index.js';
import { BadInputError } from '../core/errors.js';

export const MARKER_TIMELINES: readonly MarkerTimeline[] = ['home', 'notifications'];
const MAX_ID_LENGTH = 64;

/** The viewer's markers for the timelines asked for. */
export function markers(em: EntityManager, viewer: User, timelines: MarkerTimeline[]): Promise<Marker[]> {
  return timelines.length
    ? em.find(Marker, { user: viewer, timeline: { $in: timelines } }, { orderBy: { timeline: 'asc' } })
    : Promise.resolve([]);
}

export type MarkerUpdate = Partial<Record<MarkerTimeline, string | null | undefined>>;

/** Saves where the viewer stopped reading (each save bumps `version`); returns the markers saved. */
export async function saveMarkers(em: EntityManager, viewer: User, update: MarkerUpdate): Promise<Marker[]> {
  const given = MARKER_TIMELINES.filter((t) => update[t] != null);
  if (!given.length) throw new BadInputError('home[last_read_id] or notifications[last_read_id] is required');
  for (const t of given) {
    const id = String(update[t]).trim();
    if (!id || id.length > MAX_ID_LENGTH) throw new BadInputError(`${t}[last_read_id]: must be an id`);
  }
  const saved: Marker[] = [];
  for (const timeline of given) {
    const lastReadId = String(update[timeline]).trim();
    await em.getConnection().execute(
      `insert into markers (user_id, timeline, last_read_id, version, updated_at) values (?, ?, ?, 0, now())
       on conflict (user_id, timeline) do update set last_read_id = excluded.last_read_id, version = markers.version + 1, updated_at = now()`,
      [viewer.id, timeline, lastReadId],
    );
    saved.push(await em.findOneOrFail(Marker, { user: viewer, timeline }, { refresh: true }));
  }
  return saved;
}

/** Pleroma's `pleroma.unread_count` of the notifications marker: the viewer's unread notifications. */
export function unreadNotifications(em: EntityManager, viewer: User): Promise<number> {
  return em.count(Notification, { user: viewer, seen: false });
}
