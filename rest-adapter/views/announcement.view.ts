import { graphql } from '../gql/index.js';
import type { AdminAnnouncementFragment, MastodonAnnouncementFragment } from '../gql/graphql.js';
import { Emoji, emojisView } from './emoji.view.js';
import { boolean, dateTime, integer, nullable, string } from '../reply-schema.js';
import { entity, exactly, extend, listOf, object } from '../reply-schema.js';

export const ANNOUNCEMENT_FRAGMENT = graphql(`fragment MastodonAnnouncement on Announcement {
  id content startsAt endsAt allDay createdAt updatedAt
  tags { name url } emojis { shortcode url } reactions { name count me url staticUrl }
}`);

export const ADMIN_ANNOUNCEMENT_FRAGMENT = graphql(
  `fragment AdminAnnouncement on Announcement { ...MastodonAnnouncement text }`,
);

const iso = (date: unknown) => (date == null ? null : new Date(date as string).toISOString());

/**
 * Pleroma's announcement (its AnnouncementView), with Mastodon's `published` (always true: what is listed is
 * published) and its reaction fields. `read` only for a signed-in viewer, as Pleroma renders it.
 */
export function announcementView(a: MastodonAnnouncementFragment, read?: boolean | null) {
  return {
    id: String(a.id),
    content: a.content,
    starts_at: iso(a.startsAt),
    ends_at: iso(a.endsAt),
    all_day: a.allDay,
    published: true,
    published_at: iso(a.createdAt),
    updated_at: iso(a.updatedAt),
    ...(read == null ? {} : { read }),
    mentions: [],
    statuses: [],
    tags: a.tags.map((t) => ({ name: t.name, url: t.url })),
    emojis: emojisView(a.emojis),
    reactions: a.reactions.map((r) =>
      r.url == null
        ? { name: r.name, count: r.count, me: r.me }
        : { name: r.name, count: r.count, me: r.me, url: r.url, static_url: r.staticUrl },
    ),
  };
}

/** The admin API's announcement: the same, with the text as written (`pleroma.raw_content`). */
export function adminAnnouncementView(a: AdminAnnouncementFragment & MastodonAnnouncementFragment) {
  return { ...announcementView(a), pleroma: { raw_content: a.text } };
}

const none = { type: 'array', maxItems: 0 };

/** JSON Schema of `announcementView`'s reply; `read` for a signed-in viewer. */
export const Announcement = entity(
  'Announcement',
  object(
    {
      id: string,
      content: string,
      starts_at: nullable(dateTime),
      ends_at: nullable(dateTime),
      all_day: boolean,
      published: exactly(true),
      published_at: dateTime,
      updated_at: dateTime,
      mentions: none,
      statuses: none,
      tags: listOf(object({ name: string, url: string })),
      emojis: listOf(Emoji),
      reactions: listOf(object({ name: string, count: integer, me: boolean }, { url: string, static_url: string })),
    },
    { read: boolean },
  ),
);

/** JSON Schema of `adminAnnouncementView`'s reply. */
export const AdminAnnouncement = entity(
  'AdminAnnouncement',
  extend(Announcement, { pleroma: object({ raw_content: string }) }),
);
