import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { Announcement, announcementView } from '../views/announcement.view.js';
import { EMPTY, listOf } from '../reply-schema.js';

export const announcementRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/announcements',
    operation: graphql(`query Announcements { announcements { ...MastodonAnnouncement read } }`),
    reply: listOf(Announcement),
    view: (d) => d.announcements.map((a) => announcementView(a, a.read)),
  }),
  route({
    method: 'POST',
    path: '/api/v1/announcements/:id/dismiss',
    operation: graphql(`mutation DismissAnnouncement($id: ID!) { dismissAnnouncement(id: $id) { id } }`),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'PUT',
    path: '/api/v1/announcements/:id/reactions/:name',
    operation: graphql(
      `mutation AddAnnouncementReaction($id: ID!, $name: String!) { addAnnouncementReaction(id: $id, name: $name) { id } }`,
    ),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/announcements/:id/reactions/:name',
    operation: graphql(
      `mutation RemoveAnnouncementReaction($id: ID!, $name: String!) { removeAnnouncementReaction(id: $id, name: $name) { id } }`,
    ),
    reply: EMPTY,
    view: () => ({}),
  }),
];
