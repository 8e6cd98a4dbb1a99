import { graphql } from '../gql/index.js';
import { route, type Params, type RouteRow } from '../types.js';
import { PushSubscription, pushSubscriptionView } from '../views/push-subscription.view.js';
import { EMPTY } from '../reply-schema.js';

const object = (v: unknown): Params => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Params) : {});

/**
 * `data[alerts][<type>]` and `data[policy]`, as Mastodon and Pleroma take them; `fill` turns the policy's word into
 * the PushPolicy value as every enum parameter's (`all` -> ALL), and passes anything else on for GraphQL to refuse.
 */
const dataParams = (params: Params, fill: (params: Params) => Record<string, unknown>) => {
  const data = object(params.data);
  return fill({ alerts: data.alerts === undefined ? undefined : object(data.alerts), policy: data.policy });
};

export const pushSubscriptionRoutes: RouteRow[] = [
  route({
    method: 'POST',
    path: '/api/v1/push/subscription',
    operation: graphql(`mutation CreatePushSubscription($endpoint: String!, $p256dh: String!, $auth: String!,
      $alerts: JSONObject, $policy: PushPolicy) {
      createPushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth, alerts: $alerts, policy: $policy) {
        ...MastodonPushSubscription
      }
    }`),
    // `subscription[endpoint]`, `subscription[keys][p256dh]`, `subscription[keys][auth]`.
    variables: (params, _req, fill) => {
      const subscription = object(params.subscription);
      const keys = object(subscription.keys);
      return { endpoint: subscription.endpoint, p256dh: keys.p256dh, auth: keys.auth, ...dataParams(params, fill) };
    },
    reply: PushSubscription,
    view: (d) => pushSubscriptionView(d.createPushSubscription),
  }),
  route({
    method: 'GET',
    path: '/api/v1/push/subscription',
    operation: graphql(`query PushSubscription { pushSubscription { ...MastodonPushSubscription } }`),
    reply: PushSubscription,
    view: (d) => pushSubscriptionView(d.pushSubscription),
  }),
  route({
    method: 'PUT',
    path: '/api/v1/push/subscription',
    operation: graphql(`mutation UpdatePushSubscription($alerts: JSONObject, $policy: PushPolicy) {
      updatePushSubscription(alerts: $alerts, policy: $policy) { ...MastodonPushSubscription }
    }`),
    variables: (params, _req, fill) => dataParams(params, fill),
    reply: PushSubscription,
    view: (d) => pushSubscriptionView(d.updatePushSubscription),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/push/subscription',
    operation: graphql(`mutation DeletePushSubscription { deletePushSubscription }`),
    reply: EMPTY,
    view: () => ({}),
  }),
];
