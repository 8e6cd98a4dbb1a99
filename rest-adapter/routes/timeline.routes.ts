import { graphql } from '../gql/index.js';
import { paginated } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { statusesView } from '../views/status.view.js';

/** Timelines take Mastodon's and Pleroma's filters: local, only_media, with_muted, exclude_visibilities. */
export const timelineRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/timelines/home',
    operation: graphql(`query HomeTimeline($maxId: ID, $sinceId: ID, $minId: ID, $limit: Int,
      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!]) {
      homeTimeline(maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit,
        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities) {
        items { ...MastodonStatus } pageInfo { startCursor endCursor }
      }
    }`),
    view: (d) => statusesView(d.homeTimeline.items),
    headers: paginated((d) => d.homeTimeline),
  }),
  route({
    method: 'GET',
    path: '/api/v1/timelines/public',
    operation: graphql(`query PublicTimeline($maxId: ID, $sinceId: ID, $minId: ID, $limit: Int,
      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!]) {
      publicTimeline(maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit,
        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities) {
        items { ...MastodonStatus } pageInfo { startCursor endCursor }
      }
    }`),
    view: (d) => statusesView(d.publicTimeline.items),
    headers: paginated((d) => d.publicTimeline),
  }),
  route({
    method: 'GET',
    path: '/api/v1/timelines/tag/:hashtag',
    operation: graphql(`query TagTimeline($maxId: ID, $sinceId: ID, $minId: ID, $limit: Int,
      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!],
      $hashtag: String!, $any: [String!], $all: [String!], $none: [String!]) {
      tagTimeline(maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit,
        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities,
        hashtag: $hashtag, any: $any, all: $all, none: $none) {
        items { ...MastodonStatus } pageInfo { startCursor endCursor }
      }
    }`),
    view: (d) => statusesView(d.tagTimeline.items),
    headers: paginated((d) => d.tagTimeline),
  }),
  route({
    method: 'GET',
    path: '/api/v1/accounts/:id/statuses',
    operation: graphql(`query AccountStatuses($maxId: ID, $sinceId: ID, $minId: ID, $limit: Int,
      $id: ID!, $excludeReplies: Boolean, $excludeReblogs: Boolean, $onlyMedia: Boolean, $pinned: Boolean, $tagged: String) {
      accountStatuses(maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit,
        accountId: $id, excludeReplies: $excludeReplies, excludeReblogs: $excludeReblogs, onlyMedia: $onlyMedia, pinned: $pinned, tagged: $tagged) {
        items { ...MastodonStatus } pageInfo { startCursor endCursor }
      }
    }`),
    view: (d) => statusesView(d.accountStatuses.items),
    headers: paginated((d) => d.accountStatuses),
  }),
  route({
    method: 'GET',
    path: '/api/v1/bookmarks',
    operation: graphql(`query Bookmarks($maxId: ID, $sinceId: ID, $minId: ID, $limit: Int) {
      bookmarks(maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit) { items { ...MastodonStatus } pageInfo { startCursor endCursor } }
    }`),
    view: (d) => statusesView(d.bookmarks.items),
    headers: paginated((d) => d.bookmarks),
  }),
  route({
    method: 'GET',
    path: '/api/v1/favourites',
    operation: graphql(`query Favourites($maxId: ID, $sinceId: ID, $minId: ID, $limit: Int) {
      favourites(maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit) { items { ...MastodonStatus } pageInfo { startCursor endCursor } }
    }`),
    view: (d) => statusesView(d.favourites.items),
    headers: paginated((d) => d.favourites),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/accounts/:id/favourites',
    operation: graphql(`query AccountFavourites($id: ID!, $maxId: ID, $sinceId: ID, $minId: ID, $limit: Int) {
      accountFavourites(accountId: $id, maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit) {
        items { ...MastodonStatus } pageInfo { startCursor endCursor }
      }
    }`),
    view: (d) => statusesView(d.accountFavourites.items),
    headers: paginated((d) => d.accountFavourites),
  }),
];
