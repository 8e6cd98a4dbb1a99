import { graphql } from '../../gql/index.js';
import { offsetVariables } from '../../pagination.js';
import { route, type RouteRow } from '../../types.js';
import { AdminAnnouncement, adminAnnouncementView } from '../../views/announcement.view.js';
import { EMPTY, listOf } from '../../reply-schema.js';

const ADMIN = '/api/{ns}/admin';

export const adminAnnouncementRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: `${ADMIN}/announcements`,
    operation: graphql(`query AdminAnnouncements($after: String, $first: Int) {
      adminAnnouncements(after: $after, first: $first) { nodes { ...AdminAnnouncement } }
    }`),
    variables: offsetVariables,
    reply: listOf(AdminAnnouncement),
    view: (d) => d.adminAnnouncements.nodes.map(adminAnnouncementView),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/announcements/:id`,
    operation: graphql(`query AdminAnnouncement($id: ID!) { adminAnnouncement(id: $id) { ...AdminAnnouncement } }`),
    reply: AdminAnnouncement,
    view: (d) => adminAnnouncementView(d.adminAnnouncement),
  }),
  route({
    method: 'POST',
    path: `${ADMIN}/announcements`,
    operation:
      graphql(`mutation AdminCreateAnnouncement($content: String, $startsAt: String, $endsAt: String, $allDay: Boolean) {
      adminCreateAnnouncement(content: $content, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay) { ...AdminAnnouncement }
    }`),
    reply: AdminAnnouncement,
    view: (d) => adminAnnouncementView(d.adminCreateAnnouncement),
  }),
  route({
    method: 'PATCH',
    path: `${ADMIN}/announcements/:id`,
    operation:
      graphql(`mutation AdminUpdateAnnouncement($id: ID!, $content: String, $startsAt: String, $endsAt: String, $allDay: Boolean) {
      adminUpdateAnnouncement(id: $id, content: $content, startsAt: $startsAt, endsAt: $endsAt, allDay: $allDay) { ...AdminAnnouncement }
    }`),
    reply: AdminAnnouncement,
    view: (d) => adminAnnouncementView(d.adminUpdateAnnouncement),
  }),
  route({
    method: 'DELETE',
    path: `${ADMIN}/announcements/:id`,
    operation: graphql(`mutation AdminDeleteAnnouncement($id: ID!) { adminDeleteAnnouncement(id: $id) }`),
    reply: EMPTY,
    view: () => ({}),
  }),
];
