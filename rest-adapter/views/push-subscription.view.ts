import { graphql } from '../gql/index.js';
import type { MastodonPushSubscriptionFragment } from '../gql/graphql.js';

export const PUSH_SUBSCRIPTION_FRAGMENT = graphql(`
  fragment MastodonPushSubscription on PushSubscription { id endpoint alerts serverKey }
`);

/** Pleroma's PushSubscription: `id`, `endpoint`, `alerts` (the types asked for), `server_key` (the VAPID key). */
export function pushSubscriptionView(s: MastodonPushSubscriptionFragment) {
  return { id: String(s.id), endpoint: s.endpoint, alerts: s.alerts, server_key: s.serverKey };
}
