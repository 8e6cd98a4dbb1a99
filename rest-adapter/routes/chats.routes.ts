import { PAGE_ARGUMENTS, PAGE_INFO, PAGE_VARIABLES, paginated } from '../pagination.js';
import type { RouteRow } from '../types.js';
import { CHAT_FRAGMENT, CHAT_MESSAGE_FRAGMENT, chatMessageView, chatView } from '../views/chat.view.js';

/** Pleroma's chat API; the chat rows answer a Chat, the message rows a ChatMessage. */
const chat = (method: RouteRow['method'], path: string, operation: string, field: string): RouteRow => ({
  method,
  path,
  operation: `${operation} { ...PleromaChat } } ${CHAT_FRAGMENT}`,
  view: (d) => chatView(d[field]),
});

export const chatRoutes: RouteRow[] = [
  chat('POST', '/api/v1/{ns}/chats/by-account-id/:id', 'mutation CreateChat($id: ID!) { createChat(accountId: $id)', 'createChat'),
  {
    method: 'GET',
    path: '/api/v1/{ns}/chats',
    operation: `query Chats(${PAGE_VARIABLES}) { chats(${PAGE_ARGUMENTS}) { items { ...PleromaChat } ${PAGE_INFO} } } ${CHAT_FRAGMENT}`,
    view: (d) => d.chats.items.map(chatView),
    headers: paginated((d) => d.chats),
  },
  chat('GET', '/api/v1/{ns}/chats/:id', 'query Chat($id: ID!) { chat(id: $id)', 'chat'),
  {
    method: 'GET',
    path: '/api/v1/{ns}/chats/:id/messages',
    operation: `query ChatMessages($id: ID!, ${PAGE_VARIABLES}) {
      chatMessages(chatId: $id, ${PAGE_ARGUMENTS}) { items { ...PleromaChatMessage } ${PAGE_INFO} }
    } ${CHAT_MESSAGE_FRAGMENT}`,
    view: (d) => d.chatMessages.items.map(chatMessageView),
    headers: paginated((d) => d.chatMessages),
  },
  {
    method: 'POST',
    path: '/api/v1/{ns}/chats/:id/messages',
    operation: `mutation PostChatMessage($id: ID!, $content: String, $mediaId: ID, $idempotencyKey: String) {
      postChatMessage(chatId: $id, content: $content, mediaId: $mediaId, idempotencyKey: $idempotencyKey) { ...PleromaChatMessage }
    } ${CHAT_MESSAGE_FRAGMENT}`,
    headerParams: { 'idempotency-key': 'idempotency_key' },
    view: (d) => chatMessageView(d.postChatMessage),
  },
  chat('POST', '/api/v1/{ns}/chats/:id/read', 'mutation MarkChatRead($id: ID!, $lastReadId: ID!) { markChatRead(chatId: $id, lastReadId: $lastReadId)', 'markChatRead'),
  {
    method: 'DELETE',
    path: '/api/v1/{ns}/chats/:id/messages/:message_id',
    operation: `mutation DeleteChatMessage($id: ID!, $messageId: ID!) {
      deleteChatMessage(chatId: $id, messageId: $messageId) { ...PleromaChatMessage }
    } ${CHAT_MESSAGE_FRAGMENT}`,
    view: (d) => chatMessageView(d.deleteChatMessage),
  },
];
