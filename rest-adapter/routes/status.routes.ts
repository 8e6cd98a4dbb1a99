import { graphql } from '../gql/index.js';
import { keysetVariables, paginated } from '../pagination.js';
import { route, type Params, type RouteRow } from '../types.js';
import { Account, accountView } from '../views/account.view.js';
import { EmojiReaction, reactionView } from '../views/reaction.view.js';
import { ScheduledStatus, scheduledStatusView } from '../views/scheduled-status.view.js';
import {
  Card,
  cardView,
  Status,
  StatusContext,
  StatusEdit,
  statusEditView,
  statusesView,
  StatusSource,
  statusView,
} from '../views/status.view.js';
import { listOf, nullable } from '../reply-schema.js';

/** Text from a form as a number or a boolean; anything else passed on for GraphQL to refuse by name. */
const int = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v);
const bool = (v: unknown) => (typeof v === 'string' ? ['true', '1', 'on'].includes(v.toLowerCase()) : v);

/** `poll[options][]`, `poll[expires_in]`, `poll[multiple]`, `poll[hide_totals]` (form or JSON) as the PollInput. */
function pollParams(params: Params): { poll?: Record<string, unknown> } {
  const poll = params.poll as Params | undefined;
  if (!poll || typeof poll !== 'object') return {};
  const options =
    poll.options && typeof poll.options === 'object' ? Object.values(poll.options as object) : poll.options;
  return {
    poll: {
      options: [options ?? []].flat(),
      expiresIn: int(poll.expires_in),
      multiple: bool(poll.multiple) ?? null,
      hideTotals: bool(poll.hide_totals) ?? null,
    },
  };
}

export const statusRoutes: RouteRow[] = [
  route({
    method: 'POST',
    path: '/api/v1/statuses',
    // With `scheduled_at` the status is scheduled instead, and the reply is the ScheduledStatus. The time's
    // default only satisfies the non-null argument of the skipped field.
    operation:
      graphql(`mutation CreateStatus($status: String, $visibility: Visibility, $inReplyToId: ID, $inReplyToConversationId: ID,
      $sensitive: Boolean, $spoilerText: String, $mediaIds: [ID!], $language: String, $idempotencyKey: String, $poll: PollInput,
      $scheduled: Boolean!, $scheduledAt: DateTimeISO = "1970-01-01T00:00:00Z") {
      createStatus(status: $status, visibility: $visibility, inReplyToId: $inReplyToId, inReplyToConversationId: $inReplyToConversationId,
        sensitive: $sensitive, spoilerText: $spoilerText, mediaIds: $mediaIds, language: $language, idempotencyKey: $idempotencyKey, poll: $poll) @skip(if: $scheduled) { ...MastodonStatus }
      scheduleStatus(status: $status, visibility: $visibility, inReplyToId: $inReplyToId, inReplyToConversationId: $inReplyToConversationId,
        sensitive: $sensitive, spoilerText: $spoilerText, mediaIds: $mediaIds, language: $language, poll: $poll, scheduledAt: $scheduledAt) @include(if: $scheduled) { ...MastodonScheduledStatus }
    }`),
    headerParams: { 'idempotency-key': 'idempotency_key' },
    variables: (params, _req, fill) => ({
      ...fill(params),
      ...pollParams(params),
      scheduled: params.scheduled_at != null && params.scheduled_at !== '',
    }),
    // The status, or the scheduled status with `scheduled_at`.
    reply: { anyOf: [Status, ScheduledStatus] },
    view: (d) => (d.scheduleStatus ? scheduledStatusView(d.scheduleStatus) : statusView(d.createStatus!)),
  }),
  route({
    method: 'GET',
    path: '/api/v1/statuses/:id',
    operation: graphql(`query Status($id: ID!) { status(id: $id) { ...MastodonStatus } }`),
    reply: Status,
    view: (d) => statusView(d.status),
  }),
  route({
    method: 'PUT',
    path: '/api/v1/statuses/:id',
    operation: graphql(`mutation EditStatus($id: ID!, $status: String, $spoilerText: String, $sensitive: Boolean) {
      editStatus(id: $id, status: $status, spoilerText: $spoilerText, sensitive: $sensitive) { ...MastodonStatus }
    }`),
    // An empty spoiler_text clears the content warning (the default fill drops empty params).
    variables: (params, _req, fill) => ({
      ...fill(params),
      ...(params.spoiler_text === '' ? { spoilerText: '' } : {}),
    }),
    reply: Status,
    view: (d) => statusView(d.editStatus),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/statuses/:id',
    operation: graphql(`mutation DeleteStatus($id: ID!) { deleteStatus(id: $id) { ...MastodonStatus } }`),
    reply: Status,
    view: (d) => statusView(d.deleteStatus, { withText: true }),
  }),
  route({
    method: 'GET',
    path: '/api/v1/statuses/:id/context',
    operation: graphql(`query StatusContext($id: ID!) {
      status(id: $id) { thread { ancestors { ...MastodonStatus } descendants { ...MastodonStatus } } }
    }`),
    reply: StatusContext,
    view: (d) => ({
      ancestors: statusesView(d.status.thread.ancestors),
      descendants: statusesView(d.status.thread.descendants),
    }),
  }),
  route({
    method: 'GET',
    path: '/api/v1/statuses/:id/history',
    operation: graphql(`query StatusHistory($id: ID!) {
      status(id: $id) {
        history { content spoilerText sensitive createdAt account { ...MastodonAccount } mediaAttachments { ...MastodonMedia } poll { options { title } } emojis { shortcode url } }
      }
    }`),
    reply: listOf(StatusEdit),
    view: (d) => d.status.history.map(statusEditView),
  }),
  route({
    method: 'GET',
    path: '/api/v1/statuses/:id/source',
    operation: graphql(`query StatusSource($id: ID!) { status(id: $id) { id text spoilerText } }`),
    // Pleroma adds the source's content type: statuses are written as plain text here.
    reply: StatusSource,
    view: ({ status: s }) => ({
      id: String(s.id),
      text: s.text,
      spoiler_text: s.spoilerText,
      content_type: 'text/plain',
    }),
  }),
  route({
    method: 'GET',
    path: '/api/v1/statuses/:id/card',
    operation: graphql(`query StatusCard($id: ID!) {
      status(id: $id) { card { url title description image providerName providerUrl } }
    }`),
    // Pleroma answers null when the status has no card (yet).
    reply: nullable(Card),
    view: (d) => (d.status.card ? cardView(d.status.card) : null),
  }),
  route({
    method: 'POST',
    path: '/api/v1/statuses/:id/favourite',
    operation: graphql(`mutation FavouriteStatus($id: ID!) { favouriteStatus(id: $id) { ...MastodonStatus } }`),
    reply: Status,
    view: (d) => statusView(d.favouriteStatus),
  }),
  route({
    method: 'POST',
    path: '/api/v1/statuses/:id/unfavourite',
    operation: graphql(`mutation UnfavouriteStatus($id: ID!) { unfavouriteStatus(id: $id) { ...MastodonStatus } }`),
    reply: Status,
    view: (d) => statusView(d.unfavouriteStatus),
  }),
  route({
    method: 'POST',
    path: '/api/v1/statuses/:id/reblog',
    operation: graphql(
      `mutation ReblogStatus($id: ID!, $visibility: Visibility) { reblogStatus(id: $id, visibility: $visibility) { ...MastodonStatus } }`,
    ),
    reply: Status,
    view: (d) => statusView(d.reblogStatus),
  }),
  route({
    method: 'POST',
    path: '/api/v1/statuses/:id/unreblog',
    operation: graphql(`mutation UnreblogStatus($id: ID!) { unreblogStatus(id: $id) { ...MastodonStatus } }`),
    reply: Status,
    view: (d) => statusView(d.unreblogStatus),
  }),
  route({
    method: 'POST',
    path: '/api/v1/statuses/:id/bookmark',
    operation: graphql(`mutation BookmarkStatus($id: ID!) { bookmarkStatus(id: $id) { ...MastodonStatus } }`),
    reply: Status,
    view: (d) => statusView(d.bookmarkStatus),
  }),
  route({
    method: 'POST',
    path: '/api/v1/statuses/:id/unbookmark',
    operation: graphql(`mutation UnbookmarkStatus($id: ID!) { unbookmarkStatus(id: $id) { ...MastodonStatus } }`),
    reply: Status,
    view: (d) => statusView(d.unbookmarkStatus),
  }),
  route({
    method: 'POST',
    path: '/api/v1/statuses/:id/mute',
    operation: graphql(`mutation MuteStatus($id: ID!) { muteStatus(id: $id) { ...MastodonStatus } }`),
    reply: Status,
    view: (d) => statusView(d.muteStatus),
  }),
  route({
    method: 'POST',
    path: '/api/v1/statuses/:id/unmute',
    operation: graphql(`mutation UnmuteStatus($id: ID!) { unmuteStatus(id: $id) { ...MastodonStatus } }`),
    reply: Status,
    view: (d) => statusView(d.unmuteStatus),
  }),
  route({
    method: 'POST',
    path: '/api/v1/statuses/:id/pin',
    operation: graphql(`mutation PinStatus($id: ID!) { pinStatus(id: $id) { ...MastodonStatus } }`),
    reply: Status,
    view: (d) => statusView(d.pinStatus),
  }),
  route({
    method: 'POST',
    path: '/api/v1/statuses/:id/unpin',
    operation: graphql(`mutation UnpinStatus($id: ID!) { unpinStatus(id: $id) { ...MastodonStatus } }`),
    reply: Status,
    view: (d) => statusView(d.unpinStatus),
  }),
  route({
    method: 'GET',
    path: '/api/v1/statuses/:id/favourited_by',
    operation: graphql(`query FavouritedBy($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {
      status(id: $id) {
        favouritedBy(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }
      }
    }`),
    variables: keysetVariables,
    // Guarded below the root: null only with its error, which the router answers instead.
    reply: listOf(Account),
    view: (d) => d.status.favouritedBy!.nodes.map(accountView),
    headers: paginated((d) => d.status.favouritedBy!),
  }),
  route({
    method: 'GET',
    path: '/api/v1/statuses/:id/reblogged_by',
    operation: graphql(`query RebloggedBy($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {
      status(id: $id) {
        rebloggedBy(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonAccount } pageInfo { startCursor endCursor } }
      }
    }`),
    variables: keysetVariables,
    reply: listOf(Account),
    view: (d) => d.status.rebloggedBy!.nodes.map(accountView),
    headers: paginated((d) => d.status.rebloggedBy!),
  }),
  route({
    method: 'PUT',
    path: '/api/v1/{ns}/statuses/:id/reactions/:emoji',
    operation: graphql(
      `mutation ReactToStatus($id: ID!, $emoji: String!) { reactToStatus(id: $id, emoji: $emoji) { ...MastodonStatus } }`,
    ),
    reply: Status,
    view: (d) => statusView(d.reactToStatus),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/{ns}/statuses/:id/reactions/:emoji',
    operation: graphql(
      `mutation UnreactToStatus($id: ID!, $emoji: String!) { unreactToStatus(id: $id, emoji: $emoji) { ...MastodonStatus } }`,
    ),
    reply: Status,
    view: (d) => statusView(d.unreactToStatus),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/statuses/:id/reactions',
    operation: graphql(`query StatusReactions($id: ID!) { status(id: $id) { reactions { ...PleromaEmojiReaction } } }`),
    reply: listOf(EmojiReaction),
    view: (d) => d.status.reactions.map(reactionView),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/statuses/:id/reactions/:emoji',
    operation: graphql(
      `query StatusReactionsFor($id: ID!, $emoji: String!) { status(id: $id) { reactions(emoji: $emoji) { ...PleromaEmojiReaction } } }`,
    ),
    reply: listOf(EmojiReaction),
    view: (d) => d.status.reactions.map(reactionView),
  }),
];
