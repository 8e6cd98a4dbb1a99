import { graphql } from '../gql/index.js';
import { keysetVariables, paginated } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { EMPTY, listOf, string } from '../reply-schema.js';

export const domainBlockRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/domain_blocks',
    operation: graphql(`query DomainBlocks($after: String, $before: String, $first: Int, $last: Int) {
      domainBlocks(first: $first, after: $after, last: $last, before: $before) {
        nodes { domain } pageInfo { startCursor endCursor }
      }
    }`),
    // Mastodon and Pleroma answer a list of domain names, paged by block in the Link header.
    variables: keysetVariables,
    reply: listOf(string),
    view: (d) => d.domainBlocks.nodes.map((b) => b.domain),
    headers: paginated((d) => d.domainBlocks),
  }),
  route({
    method: 'POST',
    path: '/api/v1/domain_blocks',
    operation: graphql(`mutation BlockDomain($domain: String!) { blockDomain(domain: $domain) { id } }`),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/domain_blocks',
    operation: graphql(`mutation UnblockDomain($domain: String!) { unblockDomain(domain: $domain) }`),
    reply: EMPTY,
    view: () => ({}),
  }),
];
