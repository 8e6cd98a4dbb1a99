import { graphql } from '../gql/index.js';
import type { AdminRelayFieldsFragment } from '../gql/graphql.js';
import { boolean, entity, object, string } from '../reply-schema.js';

export const RELAY_FRAGMENT = graphql(`fragment AdminRelayFields on AdminRelay { actor followedBack }`);

/** Pleroma's relay entity. */
export function relayView(r: AdminRelayFieldsFragment) {
  return { actor: r.actor, followed_back: r.followedBack };
}

/** JSON Schema of `relayView`'s reply. */
export const Relay = entity('Relay', object({ actor: string, followed_back: boolean }));
