import { PAGE_ARGUMENTS, PAGE_INFO, PAGE_VARIABLES, paginated } from '../pagination.js';
import type { RouteRow } from '../types.js';
import { ACCOUNT_FRAGMENTS, ACCOUNT_SELECTION, accountView } from '../views/account.view.js';
import { RELATIONSHIP_FRAGMENT, relationshipView } from '../views/relationship.view.js';

/** A POST /.../:id/<action> that runs one relation mutation and answers with the relationship object. */
function relationAction(path: string, mutation: string, extraVariables = '', extraArguments = ''): RouteRow {
  const name = mutation[0].toUpperCase() + mutation.slice(1);
  return {
    method: 'POST',
    path,
    operation: `mutation ${name}($id: ID!${extraVariables}) { ${mutation}(id: $id${extraArguments}) { ...MastodonRelationship } } ${RELATIONSHIP_FRAGMENT}`,
    view: (d) => relationshipView(d[mutation]),
  };
}

/** A paginated list of accounts of the caller's (blocks, mutes, follow requests), with the Link header. */
function accountList(path: string, query: string, name: string, extra = ''): RouteRow {
  return {
    method: 'GET',
    path,
    operation: `query ${name}(${PAGE_VARIABLES}, $withRelationships: Boolean = false) {
      ${query}(${PAGE_ARGUMENTS}) { items { ${ACCOUNT_SELECTION} ${extra} } ${PAGE_INFO} }
    } ${ACCOUNT_FRAGMENTS}`,
    view: (d) => d[query].items.map(accountView),
    headers: paginated((d) => d[query]),
  };
}

export const relationRoutes: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/v1/accounts/relationships',
    operation: `query Relationships($id: [ID!]!) { relationships(ids: $id) { ...MastodonRelationship } } ${RELATIONSHIP_FRAGMENT}`,
    // Mastodon answers a request without ids with an empty list rather than 400.
    variables: (p) => ({ id: p.id === undefined ? [] : [p.id].flat() }),
    view: (d) => d.relationships.map(relationshipView),
  },
  relationAction('/api/v1/accounts/:id/follow', 'follow', ', $reblogs: Boolean, $notify: Boolean', ', reblogs: $reblogs, notify: $notify'),
  relationAction('/api/v1/accounts/:id/unfollow', 'unfollow'),
  relationAction('/api/v1/accounts/:id/block', 'block'),
  relationAction('/api/v1/accounts/:id/unblock', 'unblock'),
  relationAction('/api/v1/accounts/:id/mute', 'mute', ', $notifications: Boolean, $duration: Int', ', notifications: $notifications, duration: $duration'),
  relationAction('/api/v1/accounts/:id/unmute', 'unmute'),
  relationAction('/api/v1/accounts/:id/note', 'setAccountNote', ', $comment: String', ', comment: $comment'),
  relationAction('/api/v1/{ns}/accounts/:id/subscribe', 'subscribe'),
  relationAction('/api/v1/{ns}/accounts/:id/unsubscribe', 'unsubscribe'),
  relationAction('/api/v1/follow_requests/:id/authorize', 'authorizeFollowRequest'),
  relationAction('/api/v1/follow_requests/:id/reject', 'rejectFollowRequest'),
  accountList('/api/v1/follow_requests', 'followRequests', 'FollowRequests'),
  accountList('/api/v1/blocks', 'blocks', 'Blocks'),
  {
    ...accountList('/api/v1/mutes', 'mutes', 'Mutes', 'mute: relationship { muteExpiresAt }'),
    // Each muted account carries when its mute ends, as in Mastodon and Pleroma.
    view: (d) => d.mutes.items.map((a: Record<string, any>) => ({ ...accountView(a), mute_expires_at: a.mute?.muteExpiresAt ?? null })),
  },
];
