import { graphql } from '../gql/index.js';
import { paginated } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { conversationView } from '../views/conversation.view.js';
import { statusesView } from '../views/status.view.js';

export const conversationRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/conversations',
    operation: graphql(`query Conversations($maxId: ID, $sinceId: ID, $minId: ID, $limit: Int) {
      conversations(maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit) {
        items { ...MastodonConversation } pageInfo { startCursor endCursor }
      }
    }`),
    view: (d) => d.conversations.items.map(conversationView),
    headers: paginated((d) => d.conversations),
  }),
  route({
    method: 'POST',
    path: '/api/v1/conversations/:id/read',
    operation: graphql(
      `mutation MarkConversationRead($id: ID!) { markConversationRead(id: $id) { ...MastodonConversation } }`,
    ),
    view: (d) => conversationView(d.markConversationRead),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/conversations/:id',
    operation: graphql(`query Conversation($id: ID!) { conversation(id: $id) { ...MastodonConversation } }`),
    view: (d) => conversationView(d.conversation),
  }),
  route({
    method: 'PATCH',
    path: '/api/v1/{ns}/conversations/:id',
    operation: graphql(`mutation UpdateConversation($id: ID!, $recipients: [ID!]!) {
      updateConversation(id: $id, recipients: $recipients) { ...MastodonConversation }
    }`),
    view: (d) => conversationView(d.updateConversation),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/conversations/:id/statuses',
    operation: graphql(`query ConversationStatuses($id: ID!, $maxId: ID, $sinceId: ID, $minId: ID, $limit: Int) {
      conversation(id: $id) {
        statuses(maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit) { items { ...MastodonStatus } pageInfo { startCursor endCursor } }
      }
    }`),
    view: (d) => statusesView(d.conversation.statuses.items),
    headers: paginated((d) => d.conversation.statuses),
  }),
  route({
    method: 'POST',
    path: '/api/v1/{ns}/conversations/read',
    operation: graphql(`mutation MarkConversationsRead { markConversationsRead { ...MastodonConversation } }`),
    view: (d) => d.markConversationsRead.map(conversationView),
  }),
];
