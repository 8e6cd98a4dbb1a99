import { listOf, object, string } from '../reply-schema.js';
import { graphql } from '../gql/index.js';
import { keysetVariables, paginated } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { Account, accountView, MutedAccount } from '../views/account.view.js';
import { Relationship, relationshipView } from '../views/relationship.view.js';

export const relationRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/accounts/relationships',
    operation: graphql(`query Relationships($id: [ID!]!) { relationships(ids: $id) { ...MastodonRelationship } }`),
    // Mastodon answers a request without ids with an empty list rather than 400.
    variables: (p) => ({ id: p.id === undefined ? [] : [p.id].flat() }),
    reply: listOf(Relationship),
    view: (d) => d.relationships.map(relationshipView),
  }),
  route({
    method: 'POST',
    path: '/api/v1/accounts/:id/follow',
    operation: graphql(`mutation FollowAccount($id: ID!, $reblogs: Boolean, $notify: Boolean) {
      followAccount(id: $id, reblogs: $reblogs, notify: $notify) { ...MastodonRelationship }
    }`),
    reply: Relationship,
    view: (d) => relationshipView(d.followAccount),
  }),
  route({
    method: 'POST',
    path: '/api/v1/accounts/:id/unfollow',
    operation: graphql(`mutation UnfollowAccount($id: ID!) { unfollowAccount(id: $id) { ...MastodonRelationship } }`),
    reply: Relationship,
    view: (d) => relationshipView(d.unfollowAccount),
  }),
  route({
    method: 'POST',
    path: '/api/v1/accounts/:id/block',
    operation: graphql(`mutation BlockAccount($id: ID!) { blockAccount(id: $id) { ...MastodonRelationship } }`),
    reply: Relationship,
    view: (d) => relationshipView(d.blockAccount),
  }),
  route({
    method: 'POST',
    path: '/api/v1/accounts/:id/unblock',
    operation: graphql(`mutation UnblockAccount($id: ID!) { unblockAccount(id: $id) { ...MastodonRelationship } }`),
    reply: Relationship,
    view: (d) => relationshipView(d.unblockAccount),
  }),
  route({
    method: 'POST',
    path: '/api/v1/accounts/:id/mute',
    operation: graphql(`mutation MuteAccount($id: ID!, $notifications: Boolean, $duration: Int) {
      muteAccount(id: $id, notifications: $notifications, duration: $duration) { ...MastodonRelationship }
    }`),
    reply: Relationship,
    view: (d) => relationshipView(d.muteAccount),
  }),
  route({
    method: 'POST',
    path: '/api/v1/accounts/:id/unmute',
    operation: graphql(`mutation UnmuteAccount($id: ID!) { unmuteAccount(id: $id) { ...MastodonRelationship } }`),
    reply: Relationship,
    view: (d) => relationshipView(d.unmuteAccount),
  }),
  route({
    method: 'POST',
    path: '/api/v1/accounts/:id/note',
    operation: graphql(
      `mutation SetAccountNote($id: ID!, $comment: String) { setAccountNote(id: $id, comment: $comment) { ...MastodonRelationship } }`,
    ),
    reply: Relationship,
    view: (d) => relationshipView(d.setAccountNote),
  }),
  route({
    method: 'POST',
    path: '/api/v1/{ns}/accounts/:id/subscribe',
    operation: graphql(`mutation SubscribeAccount($id: ID!) { subscribeAccount(id: $id) { ...MastodonRelationship } }`),
    reply: Relationship,
    view: (d) => relationshipView(d.subscribeAccount),
  }),
  route({
    method: 'POST',
    path: '/api/v1/{ns}/accounts/:id/unsubscribe',
    operation: graphql(
      `mutation UnsubscribeAccount($id: ID!) { unsubscribeAccount(id: $id) { ...MastodonRelationship } }`,
    ),
    reply: Relationship,
    view: (d) => relationshipView(d.unsubscribeAccount),
  }),
  route({
    method: 'POST',
    path: '/api/v1/follow_requests/:id/authorize',
    operation: graphql(
      `mutation AuthorizeFollowRequest($id: ID!) { authorizeFollowRequest(id: $id) { ...MastodonRelationship } }`,
    ),
    reply: Relationship,
    view: (d) => relationshipView(d.authorizeFollowRequest),
  }),
  route({
    method: 'POST',
    path: '/api/v1/follow_requests/:id/reject',
    operation: graphql(
      `mutation RejectFollowRequest($id: ID!) { rejectFollowRequest(id: $id) { ...MastodonRelationship } }`,
    ),
    reply: Relationship,
    view: (d) => relationshipView(d.rejectFollowRequest),
  }),
  route({
    method: 'GET',
    path: '/api/v1/follow_requests',
    operation:
      graphql(`query FollowRequests($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {
      followRequests(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }
    }`),
    variables: keysetVariables,
    reply: listOf(Account),
    view: (d) => d.followRequests.nodes.map(accountView),
    headers: paginated((d) => d.followRequests),
  }),
  route({
    method: 'GET',
    path: '/api/v1/blocks',
    operation:
      graphql(`query Blocks($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {
      blocks(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }
    }`),
    variables: keysetVariables,
    reply: listOf(Account),
    view: (d) => d.blocks.nodes.map(accountView),
    headers: paginated((d) => d.blocks),
  }),
  route({
    method: 'GET',
    path: '/api/v1/mutes',
    operation:
      graphql(`query Mutes($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {
      mutes(first: $first, after: $after, last: $last, before: $before) {
        nodes { ...ListedAccount mute: relationship { muteExpiresAt } } pageInfo { startCursor endCursor }
      }
    }`),
    // Each muted account carries when its mute ends, as in Mastodon and Pleroma.
    variables: keysetVariables,
    reply: listOf(MutedAccount),
    view: (d) => d.mutes.nodes.map((a) => ({ ...accountView(a), mute_expires_at: a.mute?.muteExpiresAt ?? null })),
    headers: paginated((d) => d.mutes),
  }),

  route({
    method: 'POST',
    path: '/api/v1/accounts/:id/pin',
    operation: graphql(`mutation EndorseAccount($id: ID!) { endorseAccount(id: $id) { ...MastodonRelationship } }`),
    reply: Relationship,
    view: (d) => relationshipView(d.endorseAccount),
  }),
  route({
    method: 'POST',
    path: '/api/v1/accounts/:id/unpin',
    operation: graphql(`mutation UnendorseAccount($id: ID!) { unendorseAccount(id: $id) { ...MastodonRelationship } }`),
    reply: Relationship,
    view: (d) => relationshipView(d.unendorseAccount),
  }),
  route({
    method: 'GET',
    path: '/api/v1/endorsements',
    operation:
      graphql(`query Endorsements($after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {
      endorsements(first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }
    }`),
    variables: keysetVariables,
    reply: listOf(Account),
    view: (d) => d.endorsements.nodes.map(accountView),
    headers: paginated((d) => d.endorsements),
  }),
  route({
    method: 'POST',
    path: '/api/v1/accounts/:id/remove_from_followers',
    operation: graphql(
      `mutation RemoveFromFollowers($id: ID!) { removeFromFollowers(id: $id) { ...MastodonRelationship } }`,
    ),
    reply: Relationship,
    view: (d) => relationshipView(d.removeFromFollowers),
  }),
  route({
    method: 'GET',
    path: '/api/v1/accounts/familiar_followers',
    operation: graphql(
      `query FamiliarFollowers($id: [ID!]!, $withRelationships: Boolean = false) { familiarFollowers(ids: $id) { id accounts { ...ListedAccount } } }`,
    ),
    // As relationships: `id[]=` (or one `id`); none asked, none answered.
    variables: (p) => ({ id: p.id === undefined ? [] : [p.id].flat() }),
    reply: listOf(object({ id: string, accounts: listOf(Account) })),
    view: (d) => d.familiarFollowers.map((f) => ({ id: String(f.id), accounts: f.accounts.map(accountView) })),
  }),
];
