import { BadInputError } from '../../src/core/errors.js';
import { MAX_SEARCH_OFFSET } from '../../src/search/search.service.js';
import { listOf, object, string } from '../reply-schema.js';
import { graphql } from '../gql/index.js';
import { intParam, offsetStyle, offsetVariables } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { Account, accountView } from '../views/account.view.js';
import { Status, statusesView } from '../views/status.view.js';

/**
 * Mastodon's `offset` and `limit` over the search's rankings, read as the search API has always read them: an
 * offset from 0 to 10000, a limit below 1 taken as 1 (above 40 as 40); then as position cursors.
 */
const searchVariables: NonNullable<RouteRow['variables']> = (params, req, fill) => {
  const offset = intParam('offset', params.offset);
  if (offset !== undefined && (offset < 0 || offset > MAX_SEARCH_OFFSET))
    throw new BadInputError(`offset: an integer from 0 to ${MAX_SEARCH_OFFSET}`);
  const limit = intParam('limit', params.limit);
  return offsetVariables({ ...params, offset, limit: limit === undefined ? undefined : Math.max(limit, 1) }, req, fill);
};

offsetStyle.add(searchVariables);

export const searchRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v2/search',
    operation: graphql(`query Search($q: String!, $resolve: Boolean, $following: Boolean, $first: Int, $after: String,
      $type: SearchType, $accountId: ID, $maxId: ID, $minId: ID) {
      search(q: $q, resolve: $resolve, following: $following, type: $type, accountId: $accountId) {
        accounts(first: $first, after: $after) { nodes { ...MastodonAccount } }
        statuses(first: $first, after: $after, olderThan: $maxId, newerThan: $minId) { nodes { ...MastodonStatus } }
        hashtags(first: $first, after: $after) { nodes { name url } }
      }
    }`),
    variables: searchVariables,
    reply: object({
      accounts: listOf(Account),
      statuses: listOf(Status),
      hashtags: listOf(object({ name: string, url: string, history: { type: 'array', maxItems: 0 } })),
    }),
    view: (d) => ({
      accounts: d.search.accounts.nodes.map(accountView),
      statuses: statusesView(d.search.statuses.nodes),
      hashtags: d.search.hashtags.nodes.map((t) => ({ name: t.name, url: t.url, history: [] })),
    }),
  }),
  route({
    method: 'GET',
    path: '/api/v1/accounts/search',
    operation:
      graphql(`query AccountSearch($q: String!, $resolve: Boolean, $following: Boolean, $first: Int, $after: String) {
      search(q: $q, resolve: $resolve, following: $following, type: ACCOUNTS) {
        accounts(first: $first, after: $after) { nodes { ...MastodonAccount } }
      }
    }`),
    variables: searchVariables,
    reply: listOf(Account),
    view: (d) => d.search.accounts.nodes.map(accountView),
  }),
];
