import { PAGE_ARGUMENTS, PAGE_INFO, PAGE_VARIABLES, paginated } from '../pagination.js';
import type { RouteRow } from '../types.js';
import { ACCOUNT_FRAGMENT, accountView } from '../views/account.view.js';
import { REACTION_FRAGMENT, reactionView } from '../views/reaction.view.js';
import { STATUS_FRAGMENT, statusesView, statusView } from '../views/status.view.js';

/** POST /api/v1/statuses/:id/<action>: one mutation on the status, the status as reply. */
const action = (path: string, name: string, mutation: string): RouteRow => ({
  method: 'POST',
  path: `/api/v1/statuses/:id/${path}`,
  operation: `mutation ${name}($id: ID!) { ${mutation}(id: $id) { ...MastodonStatus } } ${STATUS_FRAGMENT}`,
  view: (d) => statusView(d[mutation]),
});

/** GET /api/v1/statuses/:id/<list>: a page of accounts, with its Link header. */
const accountsOf = (path: string, name: string, field: string): RouteRow => ({
  method: 'GET',
  path: `/api/v1/statuses/:id/${path}`,
  operation: `query ${name}($id: ID!, ${PAGE_VARIABLES}) {
    status(id: $id) { ${field}(${PAGE_ARGUMENTS}) { items { ...MastodonAccount } ${PAGE_INFO} } }
  } ${ACCOUNT_FRAGMENT}`,
  view: (d) => d.status[field].items.map(accountView),
  headers: paginated((d) => d.status[field]),
});

export const statusRoutes: RouteRow[] = [
  {
    method: 'POST',
    path: '/api/v1/statuses',
    operation: `mutation CreateStatus($status: String, $visibility: Visibility, $inReplyToId: ID, $inReplyToConversationId: ID,
      $sensitive: Boolean, $spoilerText: String, $mediaIds: [ID!], $language: String, $idempotencyKey: String) {
      createStatus(status: $status, visibility: $visibility, inReplyToId: $inReplyToId, inReplyToConversationId: $inReplyToConversationId,
        sensitive: $sensitive, spoilerText: $spoilerText, mediaIds: $mediaIds, language: $language, idempotencyKey: $idempotencyKey) { ...MastodonStatus }
    } ${STATUS_FRAGMENT}`,
    headerParams: { 'idempotency-key': 'idempotency_key' },
    view: (d) => statusView(d.createStatus),
  },
  {
    method: 'GET',
    path: '/api/v1/statuses/:id',
    operation: `query Status($id: ID!) { status(id: $id) { ...MastodonStatus } } ${STATUS_FRAGMENT}`,
    view: (d) => statusView(d.status),
  },
  {
    method: 'DELETE',
    path: '/api/v1/statuses/:id',
    operation: `mutation DeleteStatus($id: ID!) { deleteStatus(id: $id) { ...MastodonStatus } } ${STATUS_FRAGMENT}`,
    view: (d) => statusView(d.deleteStatus, { withText: true }),
  },
  {
    method: 'GET',
    path: '/api/v1/statuses/:id/context',
    operation: `query StatusContext($id: ID!) {
      status(id: $id) { thread { ancestors { ...MastodonStatus } descendants { ...MastodonStatus } } }
    } ${STATUS_FRAGMENT}`,
    view: (d) => ({ ancestors: statusesView(d.status.thread.ancestors), descendants: statusesView(d.status.thread.descendants) }),
  },
  action('favourite', 'FavouriteStatus', 'favouriteStatus'),
  action('unfavourite', 'UnfavouriteStatus', 'unfavouriteStatus'),
  {
    method: 'POST',
    path: '/api/v1/statuses/:id/reblog',
    operation: `mutation ReblogStatus($id: ID!, $visibility: Visibility) { reblogStatus(id: $id, visibility: $visibility) { ...MastodonStatus } } ${STATUS_FRAGMENT}`,
    view: (d) => statusView(d.reblogStatus),
  },
  action('unreblog', 'UnreblogStatus', 'unreblogStatus'),
  accountsOf('favourited_by', 'FavouritedBy', 'favouritedBy'),
  accountsOf('reblogged_by', 'RebloggedBy', 'rebloggedBy'),
  {
    method: 'PUT',
    path: '/api/v1/{ns}/statuses/:id/reactions/:emoji',
    operation: `mutation ReactToStatus($id: ID!, $emoji: String!) { reactToStatus(id: $id, emoji: $emoji) { ...MastodonStatus } } ${STATUS_FRAGMENT}`,
    view: (d) => statusView(d.reactToStatus),
  },
  {
    method: 'DELETE',
    path: '/api/v1/{ns}/statuses/:id/reactions/:emoji',
    operation: `mutation UnreactToStatus($id: ID!, $emoji: String!) { unreactToStatus(id: $id, emoji: $emoji) { ...MastodonStatus } } ${STATUS_FRAGMENT}`,
    view: (d) => statusView(d.unreactToStatus),
  },
  {
    method: 'GET',
    path: '/api/v1/{ns}/statuses/:id/reactions',
    operation: `query StatusReactions($id: ID!) { status(id: $id) { reactions { ...PleromaEmojiReaction } } } ${REACTION_FRAGMENT}`,
    view: (d) => d.status.reactions.map(reactionView),
  },
  {
    method: 'GET',
    path: '/api/v1/{ns}/statuses/:id/reactions/:emoji',
    operation: `query StatusReactionsFor($id: ID!, $emoji: String!) { status(id: $id) { reactions(emoji: $emoji) { ...PleromaEmojiReaction } } } ${REACTION_FRAGMENT}`,
    view: (d) => d.status.reactions.map(reactionView),
  },
];
