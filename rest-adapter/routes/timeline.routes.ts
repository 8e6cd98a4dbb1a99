import { listOf } from '../reply-schema.js';
import { graphql } from '../gql/index.js';
import { keysetVariables, paginated } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { Status, statusesView } from '../views/status.view.js';

/** Timelines take Mastodon's and Pleroma's filters: local, only_media, with_muted, exclude_visibilities. */
export const timelineRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/timelines/home',
    operation: graphql(`query HomeTimeline($after: String, $before: String, $first: Int, $last: Int,
      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!]) {
      homeTimeline(first: $first, after: $after, last: $last, before: $before,
        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities) {
        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }
      }
    }`),
    variables: keysetVariables,
    reply: listOf(Status),
    view: (d) => statusesView(d.homeTimeline.nodes),
    headers: paginated((d) => d.homeTimeline),
  }),
  route({
    method: 'GET',
    path: '/api/v1/timelines/public',
    operation: graphql(`query PublicTimeline($after: String, $before: String, $first: Int, $last: Int,
      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!]) {
      publicTimeline(first: $first, after: $after, last: $last, before: $before,
        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities) {
        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }
      }
    }`),
    variables: keysetVariables,
    reply: listOf(Status),
    view: (d) => statusesView(d.publicTimeline.nodes),
    headers: paginated((d) => d.publicTimeline),
  }),
  route({
    method: 'GET',
    path: '/api/v1/timelines/tag/:hashtag',
    operation: graphql(`query TagTimeline($after: String, $before: String, $first: Int, $last: Int,
      $local: Boolean, $onlyMedia: Boolean, $withMuted: Boolean, $excludeVisibilities: [Visibility!],
      $hashtag: String!, $any: [String!], $all: [String!], $none: [String!]) {
      tagTimeline(first: $first, after: $after, last: $last, before: $before,
        local: $local, onlyMedia: $onlyMedia, withMuted: $withMuted, excludeVisibilities: $excludeVisibilities,
        hashtag: $hashtag, any: $any, all: $all, none: $none) {
        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }
      }
    }`),
    variables: keysetVariables,
    reply: listOf(Status),
    view: (d) => statusesView(d.tagTimeline.nodes),
    headers: paginated((d) => d.tagTimeline),
  }),
  route({
    method: 'GET',
    path: '/api/v1/accounts/:id/statuses',
    operation: graphql(`query AccountStatuses($after: String, $before: String, $first: Int, $last: Int,
      $id: ID!, $excludeReplies: Boolean, $excludeReblogs: Boolean, $onlyMedia: Boolean, $pinned: Boolean, $tagged: String) {
      accountStatuses(first: $first, after: $after, last: $last, before: $before,
        accountId: $id, excludeReplies: $excludeReplies, excludeReblogs: $excludeReblogs, onlyMedia: $onlyMedia, pinned: $pinned, tagged: $tagged) {
        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }
      }
    }`),
    variables: keysetVariables,
    reply: listOf(Status),
    view: (d) => statusesView(d.accountStatuses.nodes),
    headers: paginated((d) => d.accountStatuses),
  }),
  route({
    method: 'GET',
    path: '/api/v1/bookmarks',
    operation: graphql(`query Bookmarks($after: String, $before: String, $first: Int, $last: Int) {
      bookmarks(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }
    }`),
    variables: keysetVariables,
    reply: listOf(Status),
    view: (d) => statusesView(d.bookmarks.nodes),
    headers: paginated((d) => d.bookmarks),
  }),
  route({
    method: 'GET',
    path: '/api/v1/favourites',
    operation: graphql(`query Favourites($after: String, $before: String, $first: Int, $last: Int) {
      favourites(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }
    }`),
    variables: keysetVariables,
    reply: listOf(Status),
    view: (d) => statusesView(d.favourites.nodes),
    headers: paginated((d) => d.favourites),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/accounts/:id/favourites',
    operation: graphql(`query AccountFavourites($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {
      accountFavourites(accountId: $id, first: $first, after: $after, last: $last, before: $before) {
        nodes { ...MastodonStatus } pageInfo { startCursor endCursor }
      }
    }`),
    variables: keysetVariables,
    reply: listOf(Status),
    view: (d) => statusesView(d.accountFavourites.nodes),
    headers: paginated((d) => d.accountFavourites),
  }),
];
