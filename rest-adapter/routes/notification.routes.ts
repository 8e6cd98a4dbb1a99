import { EMPTY, listOf } from '../reply-schema.js';
import { BadInputError } from '../../src/core/errors.js';
import { graphql } from '../gql/index.js';
import { keysetVariables, paginated } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { Notification, notificationView } from '../views/notification.view.js';

const unknownType = (param: string) => ({
  refuse: (unknown: string[]) => new BadInputError(`${param}: unknown notification type ${unknown.join(', ')}`),
});

const DISMISS = graphql(`mutation DismissNotification($id: ID!) { dismissNotification(id: $id) }`);

export const notificationRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/notifications',
    operation:
      graphql(`query Notifications($after: String, $before: String, $first: Int, $last: Int, $types: [NotificationType!], $excludeTypes: [NotificationType!], $accountId: ID, $withMuted: Boolean) {
      notifications(first: $first, after: $after, last: $last, before: $before, types: $types, excludeTypes: $excludeTypes, accountId: $accountId, withMuted: $withMuted) {
        nodes { ...MastodonNotification } pageInfo { startCursor endCursor }
      }
    }`),
    variables: keysetVariables,
    words: { types: unknownType('types'), excludeTypes: unknownType('exclude_types') },
    reply: listOf(Notification),
    view: (d) => d.notifications.nodes.map(notificationView),
    headers: paginated((d) => d.notifications),
  }),
  route({
    method: 'GET',
    path: '/api/v1/notifications/:id',
    operation: graphql(`query Notification($id: ID!) { notification(id: $id) { ...MastodonNotification } }`),
    reply: Notification,
    view: (d) => notificationView(d.notification),
  }),
  route({
    method: 'POST',
    path: '/api/v1/notifications/:id/dismiss',
    operation: DISMISS,
    reply: EMPTY,
    view: () => ({}),
  }),
  // Mastodon's older form, which Pleroma keeps: the id in the body.
  route({ method: 'POST', path: '/api/v1/notifications/dismiss', operation: DISMISS, reply: EMPTY, view: () => ({}) }),
  route({
    method: 'POST',
    path: '/api/v1/notifications/clear',
    operation: graphql(`mutation ClearNotifications { clearNotifications { clearedCount } }`),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'POST',
    path: '/api/v1/{ns}/notifications/read',
    operation: graphql(`mutation MarkNotificationsRead($id: ID, $maxId: ID) {
      markNotificationsRead(id: $id, maxId: $maxId) { ...MastodonNotification }
    }`),
    // With `id` the one notification, with `max_id` the list (Pleroma).
    reply: { anyOf: [Notification, listOf(Notification)] },
    view: (d, _ctx, params) =>
      params.id != null && params.id !== ''
        ? notificationView(d.markNotificationsRead[0])
        : d.markNotificationsRead.map(notificationView),
  }),
];
