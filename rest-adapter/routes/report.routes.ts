import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { MastodonReport, mastodonReportView } from '../views/report.view.js';

export const reportRoutes: RouteRow[] = [
  route({
    method: 'POST',
    path: '/api/v1/reports',
    operation: graphql(`mutation CreateReport($accountId: ID, $statusIds: [ID!], $comment: String, $forward: Boolean) {
      createReport(accountId: $accountId, statusIds: $statusIds, comment: $comment, forward: $forward) { ...MastodonReport }
    }`),
    reply: MastodonReport,
    view: (d) => mastodonReportView(d.createReport),
  }),
];
