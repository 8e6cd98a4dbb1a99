import type { RouteRow } from '../../types.js';
import { GROUPED_REPORT_FRAGMENT, REPORT_FRAGMENT, reportGroupView, reportView } from '../../views/report.view.js';

const ADMIN = '/api/{ns}/admin';

export const adminReportRoutes: RouteRow[] = [
  {
    method: 'GET',
    path: `${ADMIN}/reports`,
    operation: `query Reports($state: String, $page: Int, $pageSize: Int) {
      reports(state: $state, page: $page, pageSize: $pageSize) { total items { ...AdminReport } }
    } ${REPORT_FRAGMENT}`,
    // `limit` is the older name of page_size.
    variables: (p, _req, fill) => fill({ ...p, page_size: p.page_size ?? p.limit }),
    view: (d) => ({ total: d.reports.total, reports: d.reports.items.map(reportView) }),
  },
  {
    method: 'GET',
    path: `${ADMIN}/grouped_reports`,
    operation: `query GroupedReports { groupedReports { ...AdminReportGroup } } ${GROUPED_REPORT_FRAGMENT}`,
    view: (d) => ({ reports: d.groupedReports.map(reportGroupView) }),
  },
  {
    method: 'GET',
    path: `${ADMIN}/reports/:id`,
    operation: `query Report($id: ID!) { report(id: $id) { ...AdminReport } } ${REPORT_FRAGMENT}`,
    view: (d) => reportView(d.report),
  },
  {
    method: 'PATCH',
    path: `${ADMIN}/reports`,
    operation: 'mutation UpdateReportStates($reports: [ReportStateInput!]) { updateReportStates(reports: $reports) { id error } }',
    // The valid entries apply; any that cannot makes the reply 400 with the list of those.
    status: (d) => (d.updateReportStates.length ? 400 : 204),
    view: (d) => d.updateReportStates,
  },
  {
    method: 'POST',
    path: `${ADMIN}/reports/:id/notes`,
    operation: 'mutation AddReportNote($id: ID!, $content: String) { addReportNote(id: $id, content: $content) { id } }',
    status: 204,
  },
  {
    method: 'DELETE',
    path: `${ADMIN}/reports/:report_id/notes/:id`,
    operation: 'mutation DeleteReportNote($reportId: ID!, $id: ID!) { deleteReportNote(reportId: $reportId, id: $id) }',
    status: 204,
  },
];
