import type { RouteRow } from '../../types.js';
import { STATUS_FRAGMENT, statusesView, statusView } from '../../views/status.view.js';

const ADMIN = '/api/{ns}/admin';

/** A GET listing of adminStatuses: page, page_size, godmode and with_reblogs, plus the route's own filter. */
const listing = (path: string, name: string, filter: { variable: string; type: string } | null): RouteRow => ({
  method: 'GET',
  path: `${ADMIN}${path}`,
  operation: `query ${name}($godmode: Boolean, $withReblogs: Boolean, $page: Int, $pageSize: Int${filter ? `, $${filter.variable}: ${filter.type}` : ''}) {
    adminStatuses(godmode: $godmode, withReblogs: $withReblogs, page: $page, pageSize: $pageSize${filter ? `, ${filter.variable}: $${filter.variable}` : ''}) {
      ...MastodonStatus
    }
  } ${STATUS_FRAGMENT}`,
  view: (d) => statusesView(d.adminStatuses),
});

export const adminStatusRoutes: RouteRow[] = [
  listing('/users/:nickname_or_id/statuses', 'AdminUserStatuses', { variable: 'nicknameOrId', type: 'String!' }),
  listing('/instances/:instance/statuses', 'AdminInstanceStatuses', { variable: 'instance', type: 'String!' }),
  listing('/statuses', 'AdminStatuses', { variable: 'localOnly', type: 'Boolean' }),
  {
    method: 'GET',
    path: `${ADMIN}/statuses/:id`,
    operation: `query AdminStatus($id: ID!) { adminStatus(id: $id) { ...MastodonStatus } } ${STATUS_FRAGMENT}`,
    view: (d) => statusView(d.adminStatus),
  },
  {
    method: 'PUT',
    path: `${ADMIN}/statuses/:id`,
    operation: `mutation AdminUpdateStatus($id: ID!, $sensitive: Boolean, $visibility: String) {
      adminUpdateStatus(id: $id, sensitive: $sensitive, visibility: $visibility) { ...MastodonStatus }
    } ${STATUS_FRAGMENT}`,
    view: (d) => statusView(d.adminUpdateStatus),
  },
  {
    method: 'DELETE',
    path: `${ADMIN}/statuses/:id`,
    operation: 'mutation AdminDeleteStatus($id: ID!) { adminDeleteStatus(id: $id) }',
    view: () => ({}),
  },
];
