import { boolean, entity, object, string } from '../reply-schema.js';
import { graphql } from '../gql/index.js';
import type { MastodonRelationshipFragment } from '../gql/graphql.js';

export const RELATIONSHIP_FRAGMENT = graphql(`
  fragment MastodonRelationship on Relationship {
    id following followedBy blocking blockedBy muting mutingNotifications subscribing requested
    domainBlocking showingReblogs endorsed note
  }
`);

/** The relationship object: Mastodon's with Pleroma's `subscribing` (Mastodon's `notifying` is the same flag). */
export function relationshipView(r: MastodonRelationshipFragment) {
  return {
    id: String(r.id),
    following: r.following,
    followed_by: r.followedBy,
    blocking: r.blocking,
    blocked_by: r.blockedBy,
    muting: r.muting,
    muting_notifications: r.mutingNotifications,
    subscribing: r.subscribing,
    requested: r.requested,
    domain_blocking: r.domainBlocking,
    showing_reblogs: r.showingReblogs,
    endorsed: r.endorsed,
    notifying: r.subscribing,
    note: r.note,
  };
}

/** JSON Schema of `relationshipView`'s reply. */
export const Relationship = entity(
  'Relationship',
  object({
    id: string,
    following: boolean,
    followed_by: boolean,
    blocking: boolean,
    blocked_by: boolean,
    muting: boolean,
    muting_notifications: boolean,
    subscribing: boolean,
    requested: boolean,
    domain_blocking: boolean,
    showing_reblogs: boolean,
    endorsed: boolean,
    notifying: boolean,
    note: string,
  }),
);
