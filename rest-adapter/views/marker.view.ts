import { graphql } from '../gql/index.js';
import { legacyWord } from '../enum-words.js';
import type { MastodonMarkerFragment } from '../gql/graphql.js';
import { dateTime, entity, integer, object, string } from '../reply-schema.js';

export const MARKER_FRAGMENT = graphql(
  `fragment MastodonMarker on Marker { timeline lastReadId version updatedAt unreadCount }`,
);

/** Mastodon's markers object, keyed by timeline, with Pleroma's unread_count. */
export function markersView(markers: MastodonMarkerFragment[]) {
  return Object.fromEntries(
    markers.map((m) => [
      legacyWord(m.timeline),
      {
        last_read_id: m.lastReadId,
        version: m.version,
        updated_at: new Date(m.updatedAt).toISOString(),
        pleroma: { unread_count: m.unreadCount },
      },
    ]),
  );
}

const marker = object({
  last_read_id: string,
  version: integer,
  updated_at: dateTime,
  pleroma: object({ unread_count: integer }),
});

/** JSON Schema of `markersView`'s reply: a marker for each timeline that has one. */
export const Markers = entity('Markers', {
  ...object({}, { home: marker, notifications: marker }),
  additionalProperties: false,
});
