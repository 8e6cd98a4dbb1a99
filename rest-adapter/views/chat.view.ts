import { graphql } from '../gql/index.js';
import type { AdminChatFragment, PleromaChatFragment, PleromaChatMessageFragment } from '../gql/graphql.js';
import { Account, accountView } from './account.view.js';
import { MediaAttachment, mediaView } from './media.view.js';
import { Emoji, emojisView } from './emoji.view.js';
import { boolean, dateTime, entity, integer, listOf, nullable, object, string } from '../reply-schema.js';

export const CHAT_MESSAGE_FRAGMENT = graphql(`
  fragment PleromaChatMessage on ChatMessage {
    id chatId accountId content createdAt unread idempotencyKey
    emojis { shortcode url }
    attachment { ...MastodonMedia }
  }
`);

export const CHAT_FRAGMENT = graphql(`
  fragment PleromaChat on Chat {
    id unread updatedAt
    account { ...MastodonAccount }
    lastMessage { ...PleromaChatMessage }
  }
`);

/** Pleroma's ChatMessage entity; `idempotency_key` only in the reply to the post that sent one. */
export function chatMessageView(m: PleromaChatMessageFragment) {
  return {
    id: String(m.id),
    chat_id: String(m.chatId),
    account_id: String(m.accountId),
    content: m.content,
    created_at: new Date(m.createdAt).toISOString(),
    emojis: emojisView(m.emojis),
    attachment: m.attachment ? mediaView(m.attachment) : null,
    card: null,
    unread: m.unread,
    ...(m.idempotencyKey ? { idempotency_key: m.idempotencyKey } : {}),
  };
}

/** Pleroma's Chat entity. */
export function chatView(c: PleromaChatFragment) {
  return {
    id: String(c.id),
    account: accountView(c.account),
    unread: c.unread,
    last_message: c.lastMessage ? chatMessageView(c.lastMessage) : null,
    updated_at: new Date(c.updatedAt).toISOString(),
  };
}

/** A chat as the admin API shows it: both sides, no `account`. */
export const ADMIN_CHAT_FRAGMENT = graphql(`
  fragment AdminChat on Chat {
    id unread updatedAt
    owner { ...MastodonAccount }
    account { ...MastodonAccount }
    lastMessage { ...PleromaChatMessage }
  }
`);

/** Pleroma's AdminAPI ChatView: sender (the chat's owner) and receiver instead of `account`. */
export function adminChatView(c: AdminChatFragment) {
  const { account: _account, ...rest } = chatView(c);
  return { ...rest, sender: accountView(c.owner), receiver: accountView(c.account) };
}

/** JSON Schema of `chatMessageView`'s reply. */
export const ChatMessage = entity(
  'ChatMessage',
  object(
    {
      id: string,
      chat_id: string,
      account_id: string,
      content: string,
      created_at: dateTime,
      emojis: listOf(Emoji),
      attachment: nullable(MediaAttachment),
      card: { type: 'null' },
      unread: boolean,
    },
    { idempotency_key: string },
  ),
);

const chatFields = { id: string, unread: integer, last_message: nullable(ChatMessage), updated_at: dateTime };

/** JSON Schema of `chatView`'s reply. */
export const Chat = entity('Chat', object({ ...chatFields, account: Account }));

/** JSON Schema of `adminChatView`'s reply. */
export const AdminChat = entity('AdminChat', object({ ...chatFields, sender: Account, receiver: Account }));
