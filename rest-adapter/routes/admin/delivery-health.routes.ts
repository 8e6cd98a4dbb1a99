import { graphql } from '../../gql/index.js';
import { route, type RouteRow } from '../../types.js';
import { dateTime, integer, listOf, nullable, object, string, words } from '../../reply-schema.js';

export const adminDeliveryHealthRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/{ns}/admin/federation/health',
    admin: 'read',
    operation: graphql(
      `query AdminDeliveryHealth { adminDeliveryHealth { queueSize unreachableHosts { host state since } } }`,
    ),
    reply: object({
      queue_size: integer,
      unreachable_hosts: listOf(
        object({ host: string, state: words('unreachable', 'probing'), since: nullable(dateTime) }),
      ),
    }),
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
