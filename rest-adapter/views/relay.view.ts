import { graphql } from '../gql/index.js';
import type { AdminRelayFieldsFragment } from '../gql/graphql.js';

export const RELAY_FRAGMENT = graphql(`fragment AdminRelayFields on AdminRelay { actor followedBack }`);

/** Pleroma's relay entity. */
export function relayView(r: AdminRelayFieldsFragment) {
  return { actor: r.actor, followed_back: r.followedBack };
}
