import { graphql } from '../../gql/index.js';
import { route, type RouteRow } from '../../types.js';
import { moderationLogEntryView } from '../../views/moderation-log.view.js';

export const adminModerationLogRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/{ns}/admin/moderation_log',
    operation:
      graphql(`query AdminModerationLog($page: Int, $pageSize: Int, $startDate: String, $endDate: String, $userId: Int, $search: String) {
      adminModerationLog(page: $page, pageSize: $pageSize, startDate: $startDate, endDate: $endDate, userId: $userId, search: $search) {
        totalCount nodes { ...AdminLogEntry }
      }
    }`),
    // Pleroma's ModerationLogView (what admin-fe reads): the page's entries and how many match in all.
    view: (d) => ({
      items: d.adminModerationLog.nodes.map(moderationLogEntryView),
      total: d.adminModerationLog.totalCount,
    }),
  }),
];
