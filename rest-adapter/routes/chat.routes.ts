import { graphql } from '../gql/index.js';
import { keysetVariables, paginated } from '../pagination.js';
import { route, type RouteRow } from '../types.js';
import { Chat, ChatMessage, chatMessageView, chatView } from '../views/chat.view.js';
import { listOf } from '../reply-schema.js';

/** Pleroma's chat API; the chat rows answer a Chat, the message rows a ChatMessage. */
export const chatRoutes: RouteRow[] = [
  route({
    method: 'POST',
    path: '/api/v1/{ns}/chats/by-account-id/:id',
    operation: graphql(`mutation CreateChat($id: ID!) { createChat(accountId: $id) { ...PleromaChat } }`),
    reply: Chat,
    view: (d) => chatView(d.createChat),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/chats',
    operation: graphql(`query Chats($after: String, $before: String, $first: Int, $last: Int) {
      chats(first: $first, after: $after, last: $last, before: $before) { nodes { ...PleromaChat } pageInfo { startCursor endCursor } }
    }`),
    variables: keysetVariables,
    reply: listOf(Chat),
    view: (d) => d.chats.nodes.map(chatView),
    headers: paginated((d) => d.chats),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/chats/:id',
    operation: graphql(`query Chat($id: ID!) { chat(id: $id) { ...PleromaChat } }`),
    reply: Chat,
    view: (d) => chatView(d.chat),
  }),
  route({
    method: 'GET',
    path: '/api/v1/{ns}/chats/:id/messages',
    operation: graphql(`query ChatMessages($id: ID!, $after: String, $before: String, $first: Int, $last: Int) {
      chatMessages(chatId: $id, first: $first, after: $after, last: $last, before: $before) {
        nodes { ...PleromaChatMessage } pageInfo { startCursor endCursor }
      }
    }`),
    variables: keysetVariables,
    reply: listOf(ChatMessage),
    view: (d) => d.chatMessages.nodes.map(chatMessageView),
    headers: paginated((d) => d.chatMessages),
  }),
  route({
    method: 'POST',
    path: '/api/v1/{ns}/chats/:id/messages',
    operation: graphql(`mutation PostChatMessage($id: ID!, $content: String, $mediaId: ID, $idempotencyKey: String) {
      postChatMessage(chatId: $id, content: $content, mediaId: $mediaId, idempotencyKey: $idempotencyKey) { ...PleromaChatMessage }
    }`),
    headerParams: { 'idempotency-key': 'idempotency_key' },
    reply: ChatMessage,
    view: (d) => chatMessageView(d.postChatMessage),
  }),
  route({
    method: 'POST',
    path: '/api/v1/{ns}/chats/:id/read',
    operation: graphql(
      `mutation MarkChatRead($id: ID!, $lastReadId: ID!) { markChatRead(chatId: $id, lastReadId: $lastReadId) { ...PleromaChat } }`,
    ),
    reply: Chat,
    view: (d) => chatView(d.markChatRead),
  }),
  route({
    method: 'DELETE',
    path: '/api/v1/{ns}/chats/:id/messages/:message_id',
    operation: graphql(`mutation DeleteChatMessage($id: ID!, $messageId: ID!) {
      deleteChatMessage(chatId: $id, messageId: $messageId) { ...PleromaChatMessage }
    }`),
    reply: ChatMessage,
    view: (d) => chatMessageView(d.deleteChatMessage),
  }),
];
