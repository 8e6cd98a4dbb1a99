import { graphql } from '../../gql/index.js';
import { route, type RouteRow } from '../../types.js';
import { reportGroupView, reportView } from '../../views/report.view.js';

const ADMIN = '/api/{ns}/admin';

export const adminReportRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: `${ADMIN}/reports`,
    operation: graphql(`query AdminReports($state: String, $page: Int, $pageSize: Int) {
      adminReports(state: $state, page: $page, pageSize: $pageSize) { totalCount nodes { ...AdminReport } }
    }`),
    // `limit` is the older name of page_size.
    variables: (p, _req, fill) => fill({ ...p, page_size: p.page_size ?? p.limit }),
    view: (d) => ({ total: d.adminReports.totalCount, reports: d.adminReports.nodes.map(reportView) }),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/grouped_reports`,
    operation: graphql(`query AdminGroupedReports { adminGroupedReports { ...AdminReportGroup } }`),
    view: (d) => ({ reports: d.adminGroupedReports.map(reportGroupView) }),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/reports/:id`,
    operation: graphql(`query AdminReport($id: ID!) { adminReport(id: $id) { ...AdminReport } }`),
    view: (d) => reportView(d.adminReport),
  }),
  route({
    method: 'PATCH',
    path: `${ADMIN}/reports`,
    operation: graphql(
      `mutation AdminUpdateReportStates($reports: [ReportStateInput!]) { adminUpdateReportStates(reports: $reports) { id error } }`,
    ),
    // The valid entries apply; any that cannot makes the reply 400 with the list of those.
    status: (d) => (d.adminUpdateReportStates.length ? 400 : 204),
    view: (d) => d.adminUpdateReportStates,
  }),
  route({
    method: 'POST',
    path: `${ADMIN}/reports/:id/notes`,
    operation: graphql(
      `mutation AdminAddReportNote($id: ID!, $content: String) { adminAddReportNote(id: $id, content: $content) { id } }`,
    ),
    status: 204,
  }),
  route({
    method: 'DELETE',
    path: `${ADMIN}/reports/:report_id/notes/:id`,
    operation: graphql(
      `mutation AdminDeleteReportNote($reportId: ID!, $id: ID!) { adminDeleteReportNote(reportId: $reportId, id: $id) }`,
    ),
    status: 204,
  }),
];
