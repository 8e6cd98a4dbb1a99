import { graphql } from '../../gql/index.js';
import { route, type RouteRow } from '../../types.js';

export const adminDeliveryHealthRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/{ns}/admin/federation/health',
    admin: 'read',
    operation: graphql(
      `query AdminDeliveryHealth { adminDeliveryHealth { queueSize unreachableHosts { host state since } } }`,
    ),
    view: ({ adminDeliveryHealth: h }) => ({
      queue_size: h.queueSize,
      unreachable_hosts: h.unreachableHosts.map((u) => ({
        host: u.host,
        state: u.state === 'UNREACHABLE' ? 'unreachable' : 'probing',
        since: u.since ? new Date(u.since).toISOString() : null,
      })),
    }),
  }),
];
