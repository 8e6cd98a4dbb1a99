import { graphql } from '../gql/index.js';
import { keysetVariables, paginated } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { ScheduledStatus, scheduledStatusView } from '../views/scheduled-status.view.js';
import { listOf } from '../reply-schema.js';

export const scheduledStatusRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/scheduled_statuses',
    operation: graphql(`query ScheduledStatuses($after: String, $before: String, $first: Int, $last: Int) {
      scheduledStatuses(first: $first, after: $after, last: $last, before: $before) {
        nodes { ...MastodonScheduledStatus } pageInfo { startCursor endCursor }
      }
    }`),
    variables: keysetVariables,
    reply: listOf(ScheduledStatus),
    view: (d) => d.scheduledStatuses.nodes.map(scheduledStatusView),
    headers: paginated((d) => d.scheduledStatuses),
  }),
  route({
    method: 'GET',
    path: '/api/v1/scheduled_statuses/:id',
    operation: graphql(`query ScheduledStatus($id: ID!) { scheduledStatus(id: $id) { ...MastodonScheduledStatus } }`),
    reply: ScheduledStatus,
    view: (d) => scheduledStatusView(d.scheduledStatus),
  }),
  route({
    method: 'PUT',
    path: '/api/v1/scheduled_statuses/:id',
    operation: graphql(`mutation RescheduleStatus($id: ID!, $scheduledAt: DateTimeISO!) {
      rescheduleStatus(id: $id, scheduledAt: $scheduledAt) { ...MastodonScheduledStatus }
    }`),
    reply: ScheduledStatus,
    view: (d) => scheduledStatusView(d.rescheduleStatus),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/scheduled_statuses/:id',
    operation: graphql(`mutation CancelScheduledStatus($id: ID!) {
      cancelScheduledStatus(id: $id) { ...MastodonScheduledStatus }
    }`),
    // Pleroma answers the cancelled scheduled status (Mastodon an empty object).
    reply: ScheduledStatus,
    view: (d) => scheduledStatusView(d.cancelScheduledStatus),
  }),
];
