import { listOf } from '../reply-schema.js';
import { graphql } from '../gql/index.js';
import { keysetVariables, paginated } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { Conversation, conversationView } from '../views/conversation.view.js';
import { Status, statusesView } from '../views/status.view.js';

export const conversationRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/conversations',
    operation: graphql(`query Conversations($after: String, $before: String, $first: Int, $last: Int) {
      conversations(first: $first, after: $after, last: $last, before: $before) {
        nodes { ...MastodonConversation } pageInfo { startCursor endCursor }
      }
    }`),
    variables: keysetVariables,
    reply: listOf(Conversation),
    view: (d) => d.conversations.nodes.map(conversationView),
    headers: paginated((d) => d.conversations),
  }),
  route({
    method: 'POST',
    path: '/api/v1/conversations/:id/read',
    operation: graphql(
      `mutation MarkConversationRead($id: ID!) { markConversationRead(id: $id) { ...MastodonConversation } }`,
    ),
    reply: Conversation,
    view: (d) => conversationView(d.markConversationRead),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/conversations/:id',
    operation: graphql(`query Conversation($id: ID!) { conversation(id: $id) { ...MastodonConversation } }`),
    reply: Conversation,
    view: (d) => conversationView(d.conversation),
  }),
  route({
    method: 'PATCH',
    path: '/api/v1/{ns}/conversations/:id',
    operation: graphql(`mutation UpdateConversation($id: ID!, $recipients: [ID!]!) {
      updateConversation(id: $id, recipients: $recipients) { ...MastodonConversation }
    }`),
    reply: Conversation,
    view: (d) => conversationView(d.updateConversation),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/conversations/:id/statuses',
    operation: graphql(`query ConversationStatuses($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {
      conversation(id: $id) {
        statuses(first: $first, after: $after, last: $last, before: $before) { nodes { ...MastodonStatus } pageInfo { startCursor endCursor } }
      }
    }`),
    variables: keysetVariables,
    reply: listOf(Status),
    view: (d) => statusesView(d.conversation.statuses.nodes),
    headers: paginated((d) => d.conversation.statuses),
  }),
  route({
    method: 'POST',
    path: '/api/v1/{ns}/conversations/read',
    operation: graphql(`mutation MarkConversationsRead { markConversationsRead { ...MastodonConversation } }`),
    reply: listOf(Conversation),
    view: (d) => d.markConversationsRead.map(conversationView),
  }),
];
