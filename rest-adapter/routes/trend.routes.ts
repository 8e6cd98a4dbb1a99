import { listOf } from '../reply-schema.js';
import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { Status, statusesView } from '../views/status.view.js';
import { trendingLinkView, trendingTagView } from '../views/trend.view.js';

const TAGS = graphql(`query TrendingTags($limit: Int, $offset: Int) {
  trendingTags(limit: $limit, offset: $offset) { ...TrendingTagEntry }
}`);

export const trendRoutes: RouteRow[] = [
  // GET /api/v1/trends is the tags, as Mastodon 3.0 to 3.4 served them.
  route({ method: 'GET', path: '/api/v1/trends', operation: TAGS, view: (d) => d.trendingTags.map(trendingTagView) }),
  route({
    method: 'GET',
    path: '/api/v1/trends/tags',
    operation: TAGS,
    view: (d) => d.trendingTags.map(trendingTagView),
  }),
  route({
    method: 'GET',
    path: '/api/v1/trends/statuses',
    operation: graphql(`query TrendingStatuses($limit: Int, $offset: Int) {
      trendingStatuses(limit: $limit, offset: $offset) { ...MastodonStatus }
    }`),
    reply: listOf(Status),
    view: (d) => statusesView(d.trendingStatuses),
  }),
  route({
    method: 'GET',
    path: '/api/v1/trends/links',
    operation: graphql(`query TrendingLinks($limit: Int, $offset: Int) {
      trendingLinks(limit: $limit, offset: $offset) { ...TrendingLinkEntry }
    }`),
    view: (d) => d.trendingLinks.map(trendingLinkView),
  }),
];
