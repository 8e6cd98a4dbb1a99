import { graphql } from '../../gql/index.js';
import { route, type RouteRow } from '../../types.js';

export const adminStatsRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/{ns}/admin/stats',
    operation: graphql(`query AdminStatusVisibilityStats($instance: String) {
      adminStatusVisibilityStats(instance: $instance) { public unlisted private direct }
    }`),
    view: (d) => ({ status_visibility: d.adminStatusVisibilityStats }),
  }),
];
