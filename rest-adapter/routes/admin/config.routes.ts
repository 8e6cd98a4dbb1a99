import { graphql } from '../../gql/index.js';
import { route, type RouteRow } from '../../types.js';
import { configListView } from '../../views/config.view.js';

const ADMIN = '/api/{ns}/admin';

export const adminConfigRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: `${ADMIN}/config`,
    operation: graphql(
      `query AdminConfig($onlyDb: Boolean) { adminConfig(onlyDb: $onlyDb) { ...AdminConfigListEntry } }`,
    ),
    view: (d) => configListView(d.adminConfig),
  }),
  route({
    method: 'POST',
    path: `${ADMIN}/config`,
    operation: graphql(
      `mutation AdminUpdateConfig($configs: JSON!) { adminUpdateConfig(configs: $configs) { ...AdminConfigListEntry } }`,
    ),
    view: (d) => configListView(d.adminUpdateConfig),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/config/descriptions`,
    operation: graphql(
      `query AdminConfigDescriptions { adminConfigDescriptions { group key label type description children } }`,
    ),
    view: (d) => d.adminConfigDescriptions,
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/need_reboot`,
    operation: graphql(`query AdminNeedReboot { adminNeedReboot }`),
    view: (d) => ({ need_reboot: d.adminNeedReboot }),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/restart`,
    operation: graphql(`mutation AdminRestart { adminRestart }`),
    getRunsMutation: "Pleroma's restart is a GET",
    view: () => ({}),
  }),
];
