import type { RouteRow } from '../../types.js';
import { MODERATION_LOG_FRAGMENT, moderationLogEntryView } from '../../views/moderation-log.view.js';

export const adminModerationLogRoutes: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/{ns}/admin/moderation_log',
    operation: `query ModerationLog($page: Int, $pageSize: Int, $startDate: String, $endDate: String, $userId: Int, $search: String) {
      moderationLog(page: $page, pageSize: $pageSize, startDate: $startDate, endDate: $endDate, userId: $userId, search: $search) { ...AdminLogEntry }
    } ${MODERATION_LOG_FRAGMENT}`,
    view: (d) => d.moderationLog.map(moderationLogEntryView),
  },
];
