import { listOf } from '../reply-schema.js';
import { graphql } from '../gql/index.js';
import { offsetVariables } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { Account, accountView } from '../views/account.view.js';

export const directoryRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/directory',
    operation: graphql(`query Directory($order: DirectoryOrder, $local: Boolean, $after: String, $first: Int) {
      directory(order: $order, local: $local, after: $after, first: $first) { nodes { ...MastodonAccount } }
    }`),
    // Mastodon's lower-case order names the GraphQL enum's values.
    variables: (p, req, fill) =>
      offsetVariables({ ...p, order: typeof p.order === 'string' ? p.order.toUpperCase() : p.order }, req, fill),
    reply: listOf(Account),
    view: (d) => d.directory.nodes.map(accountView),
  }),
];
