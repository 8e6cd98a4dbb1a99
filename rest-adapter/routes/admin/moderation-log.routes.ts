import { graphql } from '../../gql/index.js';
import { intParam } from '../../pagination.js';
import { route, type RouteRow } from '../../types.js';
import { ModerationLogEntry, moderationLogEntryView } from '../../views/moderation-log.view.js';
import { integer, listOf, object } from '../../reply-schema.js';

export const adminModerationLogRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/{ns}/admin/moderation_log',
    operation:
      graphql(`query AdminModerationLog($page: Int, $pageSize: Int, $startDate: String, $endDate: String, $userId: ID, $search: String) {
      adminModerationLog(page: $page, pageSize: $pageSize, startDate: $startDate, endDate: $endDate, userId: $userId, search: $search) {
        totalCount nodes { ...AdminLogEntry }
      }
    }`),
    variables: (p, _req, fill) => fill({ ...p, user_id: intParam('user_id', p.user_id) }),
    // Pleroma's ModerationLogView (what admin-fe reads): the page's entries and how many match in all.
    reply: object({ items: listOf(ModerationLogEntry), total: integer }),
    view: (d) => ({
      items: d.adminModerationLog.nodes.map(moderationLogEntryView),
      total: d.adminModerationLog.totalCount,
    }),
  }),
];
