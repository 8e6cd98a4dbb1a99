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
    // Mastodon's lower-case order words become the enum's values as every enum parameter's do (params.ts).
    variables: offsetVariables,
    reply: listOf(Account),
    view: (d) => d.directory.nodes.map(accountView),
  }),
];
