import { graphql } from '../gql/index.js';
import { legacyWord } from '../enum-words.js';
import type { MastodonMarkerFragment } from '../gql/graphql.js';

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
