import { PAGE_ARGUMENTS, PAGE_INFO, PAGE_VARIABLES, paginated } from '../pagination.js';
import type { RouteRow } from '../types.js';
import { CONVERSATION_FRAGMENT, conversationView } from '../views/conversation.view.js';
import { STATUS_FRAGMENT, statusesView } from '../views/status.view.js';

const one = (method: RouteRow['method'], path: string, operation: string, field: string): RouteRow => ({
  method,
  path,
  operation: `${operation} { ...MastodonConversation } } ${CONVERSATION_FRAGMENT}`,
  view: (d) => conversationView(d[field]),
});

export const conversationRoutes: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/v1/conversations',
    operation: `query Conversations(${PAGE_VARIABLES}) {
      conversations(${PAGE_ARGUMENTS}) { items { ...MastodonConversation } ${PAGE_INFO} }
    } ${CONVERSATION_FRAGMENT}`,
    view: (d) => d.conversations.items.map(conversationView),
    headers: paginated((d) => d.conversations),
  },
  one('POST', '/api/v1/conversations/:id/read', 'mutation MarkConversationRead($id: ID!) { markConversationRead(id: $id)', 'markConversationRead'),
  one('GET', '/api/v1/{ns}/conversations/:id', 'query Conversation($id: ID!) { conversation(id: $id)', 'conversation'),
  one('PATCH', '/api/v1/{ns}/conversations/:id', 'mutation UpdateConversation($id: ID!, $recipients: [ID!]!) { updateConversation(id: $id, recipients: $recipients)', 'updateConversation'),
  {
    method: 'GET',
    path: '/api/v1/{ns}/conversations/:id/statuses',
    operation: `query ConversationStatuses($id: ID!, ${PAGE_VARIABLES}) {
      conversation(id: $id) { statuses(${PAGE_ARGUMENTS}) { items { ...MastodonStatus } ${PAGE_INFO} } }
    } ${STATUS_FRAGMENT}`,
    view: (d) => statusesView(d.conversation.statuses.items),
    headers: paginated((d) => d.conversation.statuses),
  },
  {
    method: 'POST',
    path: '/api/v1/{ns}/conversations/read',
    operation: `mutation MarkConversationsRead { markConversationsRead { ...MastodonConversation } } ${CONVERSATION_FRAGMENT}`,
    view: (d) => d.markConversationsRead.map(conversationView),
  },
];
