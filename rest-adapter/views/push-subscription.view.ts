import { graphql } from '../gql/index.js';
import type { MastodonPushSubscriptionFragment } from '../gql/graphql.js';
import { boolean, entity, mapOf, object, string } from '../reply-schema.js';

export const PUSH_SUBSCRIPTION_FRAGMENT = graphql(`
  fragment MastodonPushSubscription on PushSubscription { id endpoint alerts serverKey }
`);

/** Pleroma's PushSubscription: `id`, `endpoint`, `alerts` (the types asked for), `server_key` (the VAPID key). */
export function pushSubscriptionView(s: MastodonPushSubscriptionFragment) {
  return { id: String(s.id), endpoint: s.endpoint, alerts: s.alerts, server_key: s.serverKey };
}

/** JSON Schema of `pushSubscriptionView`'s reply: `alerts` maps each notification type to whether it is sent. */
export const PushSubscription = entity(
  'PushSubscription',
  object({ id: string, endpoint: string, alerts: mapOf(boolean), server_key: string }),
);
