import { graphql } from '../../gql/index.js';
import { route, type RouteRow } from '../../types.js';
import { EMPTY, integer, listOf, object, string } from '../../reply-schema.js';

const ADMIN = '/api/{ns}/admin';

/** Pleroma's MediaProxyCacheController: banned media proxy URLs, purging cached copies. */
export const adminMediaProxyRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: `${ADMIN}/media_proxy_caches`,
    operation: graphql(`query AdminMediaProxyBannedUrls($page: Int, $pageSize: Int, $query: String) {
      adminMediaProxyBannedUrls(page: $page, pageSize: $pageSize, query: $query) { pageSize totalCount nodes { url } }
    }`),
    reply: object({ page_size: integer, count: integer, urls: listOf(string) }),
    view: (d) => ({
      page_size: d.adminMediaProxyBannedUrls.pageSize,
      count: d.adminMediaProxyBannedUrls.totalCount,
      urls: d.adminMediaProxyBannedUrls.nodes.map((ban) => ban.url),
    }),
  }),
  route({
    method: 'POST',
    path: `${ADMIN}/media_proxy_caches/purge`,
    operation: graphql(
      `mutation AdminPurgeMediaProxyUrls($urls: [String!]!, $ban: Boolean) { adminPurgeMediaProxyUrls(urls: $urls, ban: $ban) }`,
    ),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'POST',
    path: `${ADMIN}/media_proxy_caches/delete`,
    operation: graphql(
      `mutation AdminDeleteMediaProxyBannedUrls($urls: [String!]!) { adminDeleteMediaProxyBannedUrls(urls: $urls) }`,
    ),
    reply: EMPTY,
    view: () => ({}),
  }),
];
