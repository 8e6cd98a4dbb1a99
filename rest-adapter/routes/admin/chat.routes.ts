import { graphql } from '../../gql/index.js';
import { paginated } from '../../pagination.js';
import { route, type RouteRow } from '../../types.js';
import { adminChatView, chatMessageView } from '../../views/chat.view.js';

const ADMIN = '/api/{ns}/admin';

export const adminChatRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: `${ADMIN}/users/:nickname/chats`,
    operation: graphql(
      `query AdminUserChats($nickname: String!) { adminUserChats(nickname: $nickname) { ...AdminChat } }`,
    ),
    view: (d) => d.adminUserChats.map(adminChatView),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/chats/:id`,
    operation: graphql(`query AdminChat($id: ID!) { adminChat(id: $id) { ...AdminChat } }`),
    view: (d) => adminChatView(d.adminChat),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/chats/:id/messages`,
    operation: graphql(`query AdminChatMessages($id: ID!, $maxId: ID, $sinceId: ID, $minId: ID, $limit: Int) {
      adminChatMessages(chatId: $id, maxId: $maxId, sinceId: $sinceId, minId: $minId, limit: $limit) { items { ...PleromaChatMessage } pageInfo { startCursor endCursor } }
    }`),
    view: (d) => d.adminChatMessages.items.map(chatMessageView),
    headers: paginated((d) => d.adminChatMessages),
  }),
  route({
    method: 'DELETE',
    path: `${ADMIN}/chats/:id/messages/:message_id`,
    operation: graphql(`mutation AdminDeleteChatMessage($id: ID!, $messageId: ID!) {
      adminDeleteChatMessage(chatId: $id, messageId: $messageId) { ...PleromaChatMessage }
    }`),
    view: (d) => chatMessageView(d.adminDeleteChatMessage),
  }),
];
