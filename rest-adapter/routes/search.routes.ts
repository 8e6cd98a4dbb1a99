import { listOf, object, string } from '../reply-schema.js';
import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { Account, accountView } from '../views/account.view.js';
import { Status, statusesView } from '../views/status.view.js';

export const searchRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v2/search',
    operation: graphql(`query Search($q: String!, $resolve: Boolean, $following: Boolean, $limit: Int, $offset: Int,
      $type: SearchType, $accountId: ID, $maxId: ID, $minId: ID) {
      search(q: $q, resolve: $resolve, following: $following, limit: $limit, offset: $offset,
        type: $type, accountId: $accountId, maxId: $maxId, minId: $minId) {
        accounts { ...MastodonAccount } statuses { ...MastodonStatus } hashtags { name url }
      }
    }`),
    reply: object({
      accounts: listOf(Account),
      statuses: listOf(Status),
      hashtags: listOf(object({ name: string, url: string, history: { type: 'array', maxItems: 0 } })),
    }),
    view: (d) => ({
      accounts: d.search.accounts.map(accountView),
      statuses: statusesView(d.search.statuses),
      hashtags: d.search.hashtags.map((t) => ({ name: t.name, url: t.url, history: [] })),
    }),
  }),
  route({
    method: 'GET',
    path: '/api/v1/accounts/search',
    operation:
      graphql(`query AccountSearch($q: String!, $resolve: Boolean, $following: Boolean, $limit: Int, $offset: Int) {
      search(q: $q, resolve: $resolve, following: $following, limit: $limit, offset: $offset, type: ACCOUNTS) { accounts { ...MastodonAccount } }
    }`),
    reply: listOf(Account),
    view: (d) => d.search.accounts.map(accountView),
  }),
];
