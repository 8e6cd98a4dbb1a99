import { graphql } from '../gql/index.js';
import { paginated } from '../pagination.js';
import { route, type RouteRow } from '../types.js';

export const domainBlockRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/domain_blocks',
    operation: graphql(`query DomainBlocks($maxId: ID, $sinceId: ID, $minId: ID, $limit: Int) {
      domainBlocks(maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit) {
        items { domain } pageInfo { startCursor endCursor }
      }
    }`),
    // Mastodon and Pleroma answer a list of domain names, paged by block in the Link header.
    view: (d) => d.domainBlocks.items.map((b) => b.domain),
    headers: paginated((d) => d.domainBlocks),
  }),
  route({
    method: 'POST',
    path: '/api/v1/domain_blocks',
    operation: graphql(`mutation BlockDomain($domain: String!) { blockDomain(domain: $domain) }`),
    view: () => ({}),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/domain_blocks',
    operation: graphql(`mutation UnblockDomain($domain: String!) { unblockDomain(domain: $domain) }`),
    view: () => ({}),
  }),
];
