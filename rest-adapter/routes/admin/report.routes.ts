import { integer, listOf, object, string } from '../../reply-schema.js';
import { ReportState } from '../../../schema/report.types.js';
import { BadInputError } from '../../../src/core/errors.js';
import { graphql } from '../../gql/index.js';
import { route, type Params, type RouteRow } from '../../types.js';
import { AdminReport, ReportGroup, reportGroupView, reportView } from '../../views/report.view.js';

const ADMIN = '/api/{ns}/admin';
const STATES: readonly string[] = Object.values(ReportState);

function knownState(entry: unknown): unknown {
  const e = entry as Params;
  return e && typeof e === 'object' && !STATES.includes(e.state as string) ? { ...e, state: null } : entry;
}

export const adminReportRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: `${ADMIN}/reports`,
    operation: graphql(`query AdminReports($state: ReportState, $page: Int, $pageSize: Int) {
      adminReports(state: $state, page: $page, pageSize: $pageSize) { totalCount nodes { ...AdminReport } }
    }`),
    // `limit` is the older name of page_size.
    variables: (p, _req, fill) => fill({ ...p, page_size: p.page_size ?? p.limit }),
    words: { state: { refuse: (_, words) => new BadInputError(`state: must be one of ${words.join(', ')}`) } },
    reply: object({ total: integer, reports: listOf(AdminReport) }),
    view: (d) => ({ total: d.adminReports.totalCount, reports: d.adminReports.nodes.map(reportView) }),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/grouped_reports`,
    operation: graphql(`query AdminGroupedReports { adminGroupedReports { ...AdminReportGroup } }`),
    reply: object({ reports: listOf(ReportGroup) }),
    view: (d) => ({ reports: d.adminGroupedReports.map(reportGroupView) }),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/reports/:id`,
    operation: graphql(`query AdminReport($id: ID!) { adminReport(id: $id) { ...AdminReport } }`),
    reply: AdminReport,
    view: (d) => reportView(d.adminReport),
  }),
  route({
    method: 'PATCH',
    path: `${ADMIN}/reports`,
    operation: graphql(
      `mutation AdminUpdateReportStates($reports: [ReportStateInput!]) { adminUpdateReportStates(reports: $reports) { id error } }`,
    ),
    // The valid entries apply; any that cannot makes the reply 400 with the list of those. An entry whose
    // state is no known word is sent without one, which the mutation answers "Unsupported state" for.
    variables: (p, _req, fill) =>
      fill({ ...p, reports: Array.isArray(p.reports) ? p.reports.map(knownState) : p.reports }),
    status: (d) => (d.adminUpdateReportStates.length ? 400 : 204),
    // 204 when every entry applied; 400 with those that could not.
    replies: { 204: {}, 400: listOf(object({ id: string, error: string })) },
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
