import { listOf } from '../reply-schema.js';
import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { Account, accountView } from '../views/account.view.js';

export const directoryRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/directory',
    operation: graphql(`query Directory($order: DirectoryOrder, $local: Boolean, $offset: Int, $limit: Int) {
      directory(order: $order, local: $local, offset: $offset, limit: $limit) { ...MastodonAccount }
    }`),
    // Mastodon's lower-case order names the GraphQL enum's values.
    variables: (p, _req, fill) => fill({ ...p, order: typeof p.order === 'string' ? p.order.toUpperCase() : p.order }),
    reply: listOf(Account),
    view: (d) => d.directory.map(accountView),
  }),
];
