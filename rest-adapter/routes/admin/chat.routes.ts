import { graphql } from '../../gql/index.js';
import { keysetVariables, paginated } from '../../pagination.js';
import { route, type RouteRow } from '../../types.js';
import { AdminChat, adminChatView, ChatMessage, chatMessageView } from '../../views/chat.view.js';
import { listOf } from '../../reply-schema.js';

const ADMIN = '/api/{ns}/admin';

export const adminChatRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: `${ADMIN}/users/:nickname/chats`,
    operation: graphql(
      `query AdminUserChats($nickname: String!) { adminUserChats(nickname: $nickname) { ...AdminChat } }`,
    ),
    reply: listOf(AdminChat),
    view: (d) => d.adminUserChats.map(adminChatView),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/chats/:id`,
    operation: graphql(`query AdminChat($id: ID!) { adminChat(id: $id) { ...AdminChat } }`),
    reply: AdminChat,
    view: (d) => adminChatView(d.adminChat),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/chats/:id/messages`,
    operation: graphql(`query AdminChatMessages($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {
      adminChatMessages(chatId: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...PleromaChatMessage } pageInfo { startCursor endCursor } }
    }`),
    variables: keysetVariables,
    reply: listOf(ChatMessage),
    view: (d) => d.adminChatMessages.nodes.map(chatMessageView),
    headers: paginated((d) => d.adminChatMessages),
  }),
  route({
    method: 'DELETE',
    path: `${ADMIN}/chats/:id/messages/:message_id`,
    operation: graphql(`mutation AdminDeleteChatMessage($id: ID!, $messageId: ID!) {
      adminDeleteChatMessage(chatId: $id, messageId: $messageId) { ...PleromaChatMessage }
    }`),
    reply: ChatMessage,
    view: (d) => chatMessageView(d.adminDeleteChatMessage),
  }),
];
