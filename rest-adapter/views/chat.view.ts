import type { Data } from '../types.js';
import { ACCOUNT_FRAGMENT, accountView } from './account.view.js';
import { MEDIA_FRAGMENT, mediaView } from './media.view.js';

/** A chat message's fields; it spreads MastodonMedia, which the operation must define once (see below). */
export const CHAT_MESSAGE_FIELDS = /* GraphQL */ `
  fragment PleromaChatMessage on ChatMessage {
    id chatId accountId content createdAt unread idempotencyKey
    attachment { ...MastodonMedia }
  }
`;

export const CHAT_MESSAGE_FRAGMENT = `${CHAT_MESSAGE_FIELDS} ${MEDIA_FRAGMENT}`;

export const CHAT_FRAGMENT = /* GraphQL */ `
  fragment PleromaChat on Chat {
    id unread updatedAt
    account { ...MastodonAccount }
    lastMessage { ...PleromaChatMessage }
  }
  ${CHAT_MESSAGE_FIELDS}
  ${ACCOUNT_FRAGMENT}
  ${MEDIA_FRAGMENT}
`;

/** Pleroma's ChatMessage entity; `idempotency_key` only in the reply to the post that sent one. */
export function chatMessageView(m: Data) {
  return {
    id: String(m.id),
    chat_id: String(m.chatId),
    account_id: String(m.accountId),
    content: m.content,
    created_at: new Date(m.createdAt).toISOString(),
    emojis: [],
    attachment: m.attachment ? mediaView(m.attachment) : null,
    card: null,
    unread: m.unread,
    ...(m.idempotencyKey ? { idempotency_key: m.idempotencyKey } : {}),
  };
}

/** Pleroma's Chat entity. */
export function chatView(c: Data) {
  return {
    id: String(c.id),
    account: accountView(c.account),
    unread: c.unread,
    last_message: c.lastMessage ? chatMessageView(c.lastMessage) : null,
    updated_at: new Date(c.updatedAt).toISOString(),
  };
}
