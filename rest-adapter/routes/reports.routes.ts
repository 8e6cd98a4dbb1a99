import type { RouteRow } from '../types.js';
import { MASTODON_REPORT_FRAGMENT, mastodonReportView } from '../views/report.view.js';

export const reportRoutes: RouteRow[] = [
  {
    method: 'POST',
    path: '/api/v1/reports',
    operation: `mutation CreateReport($accountId: ID, $statusIds: [ID!], $comment: String, $forward: Boolean) {
      createReport(accountId: $accountId, statusIds: $statusIds, comment: $comment, forward: $forward) { ...MastodonReport }
    } ${MASTODON_REPORT_FRAGMENT}`,
    view: (d) => mastodonReportView(d.createReport),
  },
];
