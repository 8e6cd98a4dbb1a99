import type { EntityManager } from '@mikro-orm/postgresql';
import { Announcement, AnnouncementReaction, AnnouncementRead, type User } from '../entities/index.js';
import { BadInputError, NotFoundError, UnprocessableError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import type { Page, PageArgs } from '../core/pagination.js';
import { positionPage, positionWindow } from '../core/position-page.js';
import { SHORTCODE, type CustomEmoji } from '../emoji/custom-emoji.js';
import { groupReactions, qualifyEmoji } from '../statuses/reactions.service.js';

/** The longest announcement text, in characters. */
export const MAX_ANNOUNCEMENT_LENGTH = 10_000;
const DEFAULT_ADMIN_LIMIT = 20;
const MAX_ADMIN_LIMIT = 100;

export interface AnnouncementInput {
  content?: string | null;
  /** ISO 8601; null clears it, undefined leaves it. */
  startsAt?: string | null;
  endsAt?: string | null;
  allDay?: boolean | null;
}

/** One reaction as listed: the emoji (or shortcode), how many reacted, whether the viewer did, the custom emoji. */
export interface AnnouncementReactionGroup {
  name: string;
  count: number;
  me: boolean;
  url: string | null;
  staticUrl: string | null;
}

function checkedContent(content: string | null | undefined): string {
  const text = (content ?? '').trim();
  if (!text) throw new UnprocessableError("content: can't be blank");
  if ([...text].length > MAX_ANNOUNCEMENT_LENGTH)
    throw new UnprocessableError(`content: at most ${MAX_ANNOUNCEMENT_LENGTH} characters`);
  return text;
}

function checkedDate(name: string, value: string | null | undefined, current: Date | null): Date | null {
  if (value === undefined) return current;
  if (value === null || value === '') return null;
  const date = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1)
    throw new BadInputError(`${name}: must be a date-time (ISO 8601)`);
  return date;
}

/** The fields after the change, checked together (the end after the start). */
function applied(a: Pick<Announcement, 'content' | 'startsAt' | 'endsAt' | 'allDay'> | null, input: AnnouncementInput) {
  const content = input.content === undefined && a ? a.content : checkedContent(input.content);
  const startsAt = checkedDate('starts_at', input.startsAt, a?.startsAt ?? null);
  const endsAt = checkedDate('ends_at', input.endsAt, a?.endsAt ?? null);
  if (startsAt && endsAt && endsAt <= startsAt) throw new UnprocessableError('ends_at: must be after starts_at');
  return { content, startsAt, endsAt, allDay: input.allDay ?? a?.allDay ?? false };
}

async function byId(em: EntityManager, id: string): Promise<Announcement | null> {
  const key = toId(id);
  return key ? em.findOne(Announcement, key) : null;
}

/** Announcements shown now (started or with no start, not ended), oldest first, as Pleroma lists them. */
export function visibleAnnouncements(em: EntityManager, now = new Date()): Promise<Announcement[]> {
  return em.find(
    Announcement,
    {
      $and: [
        { $or: [{ startsAt: null }, { startsAt: { $lte: now } }] },
        { $or: [{ endsAt: null }, { endsAt: { $gt: now } }] },
      ],
    },
    { orderBy: { id: 'asc' } },
  );
}

/** An announcement shown now; 404 otherwise (users may act only on those). */
async function visibleAnnouncement(em: EntityManager, id: string): Promise<Announcement> {
  const found = await byId(em, id);
  const now = new Date();
  if (!found || (found.startsAt && found.startsAt > now) || (found.endsAt && found.endsAt <= now))
    throw new NotFoundError('Record not found');
  return found;
}

/** Every announcement, oldest first, for admins: pages of 1 to 100 (default 20), by position. */
export async function adminAnnouncements(em: EntityManager, page: PageArgs): Promise<Page<Announcement>> {
  const w = positionWindow(page, MAX_ADMIN_LIMIT, DEFAULT_ADMIN_LIMIT);
  // A limit of 0 would mean none to MikroORM: an empty window (between two adjacent cursors) fetches nothing.
  const rows = w.limit
    ? await em.find(Announcement, {}, { orderBy: { id: 'asc' }, offset: w.offset, limit: w.limit })
    : [];
  return positionPage(rows, w);
}

export async function adminAnnouncement(em: EntityManager, id: string): Promise<Announcement> {
  const found = await byId(em, id);
  if (!found) throw new NotFoundError('Not found');
  return found;
}

export async function createAnnouncement(em: EntityManager, input: AnnouncementInput): Promise<Announcement> {
  const announcement = em.create(Announcement, applied(null, input));
  await em.flush();
  return announcement;
}

/** Changes the given fields (a null date clears it). */
export async function updateAnnouncement(
  em: EntityManager,
  id: string,
  input: AnnouncementInput,
): Promise<Announcement> {
  const announcement = await adminAnnouncement(em, id);
  Object.assign(announcement, applied(announcement, input), { updatedAt: new Date() });
  await em.flush();
  return announcement;
}

/** Deletes an announcement (with its dismissals and reactions); its id. */
export async function deleteAnnouncement(em: EntityManager, id: string): Promise<number> {
  const announcement = await adminAnnouncement(em, id);
  await em.nativeDelete(Announcement, announcement.id);
  return announcement.id;
}

/** Marks an announcement read for the viewer (again: no change). */
export async function dismissAnnouncement(em: EntityManager, viewer: User, id: string): Promise<Announcement> {
  const announcement = await visibleAnnouncement(em, id);
  await em
    .createQueryBuilder(AnnouncementRead)
    .insert({ user: viewer.id, announcement: announcement.id })
    .onConflict(['user_id', 'announcement_id'])
    .ignore()
    .execute('run');
  return announcement;
}

/** The stored reaction name: one unicode emoji, or the shortcode of a local custom emoji; null otherwise. */
function reactionName(name: string, customEmoji: ReadonlyMap<string, CustomEmoji>): string | null {
  const shortcode = name.replace(/^:(.*):$/, '$1');
  if (SHORTCODE.test(shortcode)) return customEmoji.has(shortcode) ? shortcode : null;
  return qualifyEmoji(name);
}

/** Adds the viewer's reaction (again with the same name: no change); 422 for a name that is no emoji here. */
export async function addAnnouncementReaction(
  em: EntityManager,
  viewer: User,
  id: string,
  name: string,
  customEmoji: ReadonlyMap<string, CustomEmoji>,
): Promise<Announcement> {
  const announcement = await visibleAnnouncement(em, id);
  const stored = reactionName(name, customEmoji);
  if (!stored) throw new UnprocessableError('Validation failed: Name is not a recognized emoji');
  await em
    .createQueryBuilder(AnnouncementReaction)
    .insert({ user: viewer.id, announcement: announcement.id, name: stored })
    .onConflict(['user_id', 'announcement_id', 'name'])
    .ignore()
    .execute('run');
  return announcement;
}

/** Takes the viewer's reaction back (none: no change, as Mastodon answers). */
export async function removeAnnouncementReaction(
  em: EntityManager,
  viewer: User,
  id: string,
  name: string,
): Promise<Announcement> {
  const announcement = await visibleAnnouncement(em, id);
  const stored = qualifyEmoji(name) ?? name.replace(/^:(.*):$/, '$1');
  await em.nativeDelete(AnnouncementReaction, { user: viewer, announcement, name: stored });
  return announcement;
}

/** Whether the viewer has dismissed the announcement. */
export async function isAnnouncementRead(em: EntityManager, viewer: User, announcementId: number): Promise<boolean> {
  return (await em.count(AnnouncementRead, { user: viewer, announcement: announcementId })) > 0;
}

/** The reactions to an announcement, by emoji in order of first use. */
export async function announcementReactions(
  em: EntityManager,
  announcementId: number,
  viewerId: number | null,
  customEmoji: ReadonlyMap<string, CustomEmoji>,
): Promise<AnnouncementReactionGroup[]> {
  const rows = await em.find(AnnouncementReaction, { announcement: announcementId }, { orderBy: { id: 'asc' } });
  const groups = groupReactions(
    rows.map((r) => ({ emoji: r.name, userId: r.user.id })),
    viewerId,
  );
  return groups.map((g) => {
    const custom = customEmoji.get(g.name);
    return {
      name: g.name,
      count: g.userIds.length,
      me: g.me,
      url: custom?.url ?? null,
      staticUrl: custom?.url ?? null,
    };
  });
}
