import { BadInputError } from '../../../src/core/errors.js';
import { graphql } from '../../gql/index.js';
import { route, type RouteRow } from '../../types.js';
import type { AdminStatusListingFragment, MastodonStatusFragment } from '../../gql/graphql.js';
import { AdminStatus, statusView } from '../../views/status.view.js';
import { EMPTY, integer, listOf, object } from '../../reply-schema.js';

/**
 * Pleroma's admin status entity: the status with its account merged with the admin account entry, of which admin-fe
 * reads `nickname` (a local account's name, `user@host` for a remote one: the `acct`).
 */
const adminStatusView = (s: MastodonStatusFragment) => {
  const status = statusView(s);
  return { ...status, account: { ...status.account, nickname: status.account.acct } };
};
const adminStatusesView = (list: MastodonStatusFragment[]) => list.map(adminStatusView);
/** What the user and instance listings select of a page of adminStatuses: the statuses and their total. */
export const ADMIN_STATUS_LISTING_FRAGMENT = graphql(`
  fragment AdminStatusListing on AdminStatusPage { totalCount nodes { ...MastodonStatus } }
`);
/**
 * The user and instance listings answer `{total, activities}` as Pleroma's code does (its admin StatusView with a
 * total) and admin-fe reads, not the spec's bare array; `total` counts every status the filters match, all pages.
 */
const adminStatusPageView = (page: AdminStatusListingFragment) => ({
  total: page.totalCount,
  activities: adminStatusesView(page.nodes),
});

/** What an admin listing of statuses (of an account, or of an instance) answers, and how. */
const STATUS_LISTING = {
  reply: object({ total: integer, activities: listOf(AdminStatus) }),
  view: (d: { adminStatuses: AdminStatusListingFragment }) => adminStatusPageView(d.adminStatuses),
};
const ADMIN = '/api/{ns}/admin';

/** The listings of adminStatuses take page, page_size, godmode and with_reblogs, plus the route's own filter. */
export const adminStatusRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: `${ADMIN}/users/:nickname_or_id/statuses`,
    operation:
      graphql(`query AdminUserStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $nicknameOrId: ID!) {
      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, nicknameOrId: $nicknameOrId) {
        ...AdminStatusListing
      }
    }`),
    ...STATUS_LISTING,
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/instances/:instance/statuses`,
    operation:
      graphql(`query AdminInstanceStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $instance: String!) {
      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, instance: $instance) {
        ...AdminStatusListing
      }
    }`),
    ...STATUS_LISTING,
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/statuses`,
    operation:
      graphql(`query AdminStatuses($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int, $localOnly: Boolean) {
      adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize, localOnly: $localOnly) {
        nodes { ...MastodonStatus }
      }
    }`),
    reply: listOf(AdminStatus),
    view: (d) => adminStatusesView(d.adminStatuses.nodes),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/statuses/:id`,
    operation: graphql(`query AdminStatus($id: ID!) { adminStatus(id: $id) { ...MastodonStatus } }`),
    reply: AdminStatus,
    view: (d) => adminStatusView(d.adminStatus),
  }),
  route({
    method: 'PUT',
    path: `${ADMIN}/statuses/:id`,
    operation: graphql(`mutation AdminUpdateStatus($id: ID!, $sensitive: Boolean, $visibility: Visibility) {
      adminUpdateStatus(id: $id, sensitive: $sensitive, visibility: $visibility) { ...MastodonStatus }
    }`),
    // Pleroma's OpenAPI cast refuses a word outside the set in its own words: `{"error": "test - Invalid value for enum."}`.
    words: { visibility: { refuse: ([word]) => new BadInputError(`${word} - Invalid value for enum.`) } },
    reply: AdminStatus,
    view: (d) => adminStatusView(d.adminUpdateStatus),
  }),
  route({
    method: 'DELETE',
    path: `${ADMIN}/statuses/:id`,
    operation: graphql(`mutation AdminDeleteStatus($id: ID!) { adminDeleteStatus(id: $id) }`),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'GET',
    path: '/api/{ns}/admin/stats',
    operation: graphql(`query AdminStatusVisibilityStats($instance: String) {
      adminStatusVisibilityStats(instance: $instance) { public unlisted private direct }
    }`),
    reply: object({
      status_visibility: object({ public: integer, unlisted: integer, private: integer, direct: integer }),
    }),
    view: (d) => ({ status_visibility: d.adminStatusVisibilityStats }),
  }),
];
