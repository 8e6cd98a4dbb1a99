import { listOf } from '../reply-schema.js';
import { graphql } from '../gql/index.js';
import { offsetVariables } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { Status, statusesView } from '../views/status.view.js';
import { TrendingLink, trendingLinkView, TrendingTag, trendingTagView } from '../views/trend.view.js';

const TAGS = graphql(`query TrendingTags($after: String, $first: Int) {
  trendingTags(after: $after, first: $first) { nodes { ...TrendingTagEntry } }
}`);

/** The trending tags, at one of the paths Mastodon has served them at. */
const trendingTagsAt = (path: string) =>
  route({
    method: 'GET',
    path,
    operation: TAGS,
    variables: offsetVariables,
    reply: listOf(TrendingTag),
    view: (d) => d.trendingTags.nodes.map(trendingTagView),
  });

export const trendRoutes: RouteRow[] = [
  // GET /api/v1/trends is the tags, as Mastodon 3.0 to 3.4 served them.
  trendingTagsAt('/api/v1/trends'),
  trendingTagsAt('/api/v1/trends/tags'),
  route({
    method: 'GET',
    path: '/api/v1/trends/statuses',
    operation: graphql(`query TrendingStatuses($after: String, $first: Int) {
      trendingStatuses(after: $after, first: $first) { nodes { ...MastodonStatus } }
    }`),
    variables: offsetVariables,
    reply: listOf(Status),
    view: (d) => statusesView(d.trendingStatuses.nodes),
  }),
  route({
    method: 'GET',
    path: '/api/v1/trends/links',
    operation: graphql(`query TrendingLinks($after: String, $first: Int) {
      trendingLinks(after: $after, first: $first) { nodes { ...TrendingLinkEntry } }
    }`),
    variables: offsetVariables,
    reply: listOf(TrendingLink),
    view: (d) => d.trendingLinks.nodes.map(trendingLinkView),
  }),
];
