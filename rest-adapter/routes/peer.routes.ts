import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { listOf, string } from '../reply-schema.js';

/** The hosts this instance knows of (public; admin-fe lists them). */
export const peerRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/instance/peers',
    operation: graphql(`query InstancePeers { instancePeers }`),
    reply: listOf(string),
    view: (d) => d.instancePeers,
  }),
];
