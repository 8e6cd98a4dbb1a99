import type { RouteRow } from '../../types.js';

export const adminStatsRoutes: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/{ns}/admin/stats',
    operation: 'query StatusVisibilityStats($instance: String) { statusVisibilityStats(instance: $instance) { public unlisted private direct } }',
    view: (d) => ({ status_visibility: d.statusVisibilityStats }),
  },
];
