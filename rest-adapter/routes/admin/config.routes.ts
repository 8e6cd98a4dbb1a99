import { graphql } from '../../gql/index.js';
import { route, type RouteRow } from '../../types.js';
import { ConfigDescription, ConfigList, configListView } from '../../views/config.view.js';
import { boolean, EMPTY, listOf, object } from '../../reply-schema.js';

const ADMIN = '/api/{ns}/admin';

/**
 * The version-prefixed aliases of the config descriptions that admin-fe calls (settings.js fetchDescription /
 * fetchDescription2), answered as /api/{ns}/admin/config/descriptions is.
 */
const DESCRIPTIONS = graphql(
  `query AdminConfigDescriptionsAlias { adminConfigDescriptions { group key label type description children } }`,
);

export const adminConfigRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: `${ADMIN}/config`,
    operation: graphql(
      `query AdminConfig($onlyDb: Boolean) { adminConfig(onlyDb: $onlyDb) { ...AdminConfigListEntry } }`,
    ),
    reply: ConfigList,
    view: (d) => configListView(d.adminConfig),
  }),
  route({
    method: 'POST',
    path: `${ADMIN}/config`,
    operation: graphql(
      `mutation AdminUpdateConfig($configs: JSON!) { adminUpdateConfig(configs: $configs) { ...AdminConfigListEntry } }`,
    ),
    reply: ConfigList,
    view: (d) => configListView(d.adminUpdateConfig),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/config/descriptions`,
    operation: graphql(
      `query AdminConfigDescriptions { adminConfigDescriptions { group key label type description children } }`,
    ),
    reply: listOf(ConfigDescription),
    view: (d) => d.adminConfigDescriptions,
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/need_reboot`,
    operation: graphql(`query AdminNeedReboot { adminNeedReboot }`),
    reply: object({ need_reboot: boolean }),
    view: (d) => ({ need_reboot: d.adminNeedReboot }),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/restart`,
    operation: graphql(`mutation AdminRestart { adminRestart }`),
    getRunsMutation: "Pleroma's restart is a GET",
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/admin/config/descriptions',
    operation: DESCRIPTIONS,
    admin: 'read',
    reply: listOf(ConfigDescription),
    view: (d) => d.adminConfigDescriptions,
  }),
  route({
    method: 'GET',
    path: '/api/v2/{ns}/admin/config/descriptions',
    operation: DESCRIPTIONS,
    admin: 'read',
    reply: listOf(ConfigDescription),
    view: (d) => d.adminConfigDescriptions,
  }),
];
