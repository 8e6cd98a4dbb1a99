import { graphql } from '../../gql/index.js';
import { route, type RouteRow } from '../../types.js';
import { Relay, relayView } from '../../views/relay.view.js';
import { listOf, object, string } from '../../reply-schema.js';

const RELAY = '/api/{ns}/admin/relay';

export const adminRelayRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: RELAY,
    admin: 'read',
    operation: graphql(`query AdminRelays { adminRelays { ...AdminRelayFields } }`),
    reply: object({ relays: listOf(Relay) }),
    view: (d) => ({ relays: d.adminRelays.map(relayView) }),
  }),
  route({
    method: 'POST',
    path: RELAY,
    admin: 'write',
    operation: graphql(
      `mutation AdminFollowRelay($relayUrl: String!) { adminFollowRelay(relayUrl: $relayUrl) { ...AdminRelayFields } }`,
    ),
    reply: Relay,
    view: (d) => relayView(d.adminFollowRelay),
  }),
  route({
    method: 'DELETE',
    path: RELAY,
    admin: 'write',
    operation: graphql(
      `mutation AdminUnfollowRelay($relayUrl: String!, $force: Boolean) { adminUnfollowRelay(relayUrl: $relayUrl, force: $force) }`,
    ),
    // The relay's actor URL.
    reply: string,
    view: (d) => d.adminUnfollowRelay,
  }),
];
