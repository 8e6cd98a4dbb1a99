import { graphql } from '../gql/index.js';
import { route, type Params, type RouteRow } from '../types.js';
import { Markers, markersView } from '../views/marker.view.js';

/** `home[last_read_id]` (form) or `{"home": {"last_read_id": ...}}` (JSON). */
const markerParams = (params: Params) => {
  const lastRead = (t: string) => (params[t] as Params | undefined)?.last_read_id;
  return { home: lastRead('home'), notifications: lastRead('notifications') };
};

export const markerRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/markers',
    operation: graphql(
      `query Markers($timeline: [MarkerTimeline!]) { markers(timelines: $timeline) { ...MastodonMarker } }`,
    ),
    // Unknown timeline names are ignored, as Mastodon does.
    words: { timeline: 'drop' },
    reply: Markers,
    view: (d) => markersView(d.markers),
  }),
  route({
    method: 'POST',
    path: '/api/v1/markers',
    operation: graphql(`mutation SaveMarkers($home: String, $notifications: String) {
      saveMarkers(home: $home, notifications: $notifications) { ...MastodonMarker }
    }`),
    variables: (params, _req, fill) => fill(markerParams(params)),
    reply: Markers,
    view: (d) => markersView(d.saveMarkers),
  }),
];
