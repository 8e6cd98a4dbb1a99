import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';

/**
 * Paths admin-fe calls that no other table answers: the instance's peers (public), and the version-prefixed
 * aliases of the config descriptions (settings.js fetchDescription / fetchDescription2), answered as
 * /api/{ns}/admin/config/descriptions is.
 */
const DESCRIPTIONS = graphql(
  `query AdminConfigDescriptionsAlias { adminConfigDescriptions { group key label type description children } }`,
);

export const adminFeRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/instance/peers',
    operation: graphql(`query InstancePeers { instancePeers }`),
    view: (d) => d.instancePeers,
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/admin/config/descriptions',
    operation: DESCRIPTIONS,
    admin: 'read',
    view: (d) => d.adminConfigDescriptions,
  }),
  route({
    method: 'GET',
    path: '/api/v2/{ns}/admin/config/descriptions',
    operation: DESCRIPTIONS,
    admin: 'read',
    view: (d) => d.adminConfigDescriptions,
  }),
];
