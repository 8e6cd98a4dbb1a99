import { PAGE_ARGUMENTS, PAGE_INFO, PAGE_VARIABLES, paginated } from '../pagination.js';
import type { RouteRow } from '../types.js';
import { NOTIFICATION_FRAGMENT, notificationView } from '../views/notification.view.js';

export const notificationRoutes: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/v1/notifications',
    operation: `query Notifications(${PAGE_VARIABLES}, $types: [String!], $excludeTypes: [String!], $accountId: ID, $withMuted: Boolean) {
      notifications(${PAGE_ARGUMENTS}, types: $types, excludeTypes: $excludeTypes, accountId: $accountId, withMuted: $withMuted) {
        items { ...MastodonNotification } ${PAGE_INFO}
      }
    } ${NOTIFICATION_FRAGMENT}`,
    view: (d) => d.notifications.items.map(notificationView),
    headers: paginated((d) => d.notifications),
  },
  {
    method: 'GET',
    path: '/api/v1/notifications/:id',
    operation: `query Notification($id: ID!) { notification(id: $id) { ...MastodonNotification } } ${NOTIFICATION_FRAGMENT}`,
    view: (d) => notificationView(d.notification),
  },
  {
    method: 'POST',
    path: '/api/v1/notifications/:id/dismiss',
    operation: 'mutation DismissNotification($id: ID!) { dismissNotification(id: $id) }',
    view: () => ({}),
  },
  {
    // Mastodon's older form, which Pleroma keeps: the id in the body.
    method: 'POST',
    path: '/api/v1/notifications/dismiss',
    operation: 'mutation DismissNotification($id: ID!) { dismissNotification(id: $id) }',
    view: () => ({}),
  },
  {
    method: 'POST',
    path: '/api/v1/notifications/clear',
    operation: 'mutation ClearNotifications { clearNotifications }',
    view: () => ({}),
  },
  {
    method: 'POST',
    path: '/api/v1/{ns}/notifications/read',
    operation: `mutation MarkNotificationsRead($id: ID, $maxId: ID) { markNotificationsRead(id: $id, maxId: $maxId) { ...MastodonNotification } } ${NOTIFICATION_FRAGMENT}`,
    // With `id` the one notification, with `max_id` the list (Pleroma).
    view: (d, _ctx, params) => (params.id != null && params.id !== '' ? notificationView(d.markNotificationsRead[0]) : d.markNotificationsRead.map(notificationView)),
  },
];
