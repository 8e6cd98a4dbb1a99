import type { EntityManager } from '@mikro-orm/postgresql';
import { userByNicknameOrId } from '../admin/admin-user.service.js';
import { Chat, ChatMessage, ChatMessageRef, type User } from '../entities/index.js';
import { NotFoundError } from '../core/errors.js';
import { publish } from '../events/bus.js';
import { toId } from '../core/ids.js';
import { logModerationAction, mention } from '../moderation-log/moderation-log.service.js';
import type { Page, PageArgs } from '../core/pagination.js';
import { listChatMessages } from './chat.service.js';

/** A chat by id, whoever's side it is; 404 otherwise. */
export async function adminChat(em: EntityManager, id: string): Promise<Chat> {
  const chatId = toId(id);
  const chat = chatId ? await em.findOne(Chat, chatId) : null;
  if (!chat) throw new NotFoundError('Not found');
  return chat;
}

/** GET /users/:nickname/chats: the user's chats, latest activity first. */
export async function adminUserChats(em: EntityManager, nicknameOrId: string): Promise<Chat[]> {
  const user = await userByNicknameOrId(em, nicknameOrId);
  return em.find(Chat, { user }, { orderBy: { updatedAt: 'desc', id: 'desc' } });
}

/** GET /chats/:id/messages: every message of the chat, both parties', as its owner sees them. */
export async function adminChatMessages(
  em: EntityManager,
  chatId: string,
  page: PageArgs,
): Promise<Page<ChatMessageRef>> {
  const chat = await adminChat(em, chatId);
  return listChatMessages(em, await chat.user.loadOrFail(), String(chat.id), page);
}

/**
 * DELETE /chats/:chat_id/messages/:message_id: the message goes for both parties (and both are told on their
 * streams); the moderation log says "@admin deleted chat message #id". Returns the message as it was.
 */
export async function adminDeleteChatMessage(
  em: EntityManager,
  admin: User,
  chatId: string,
  messageId: string,
): Promise<ChatMessageRef> {
  const chat = await adminChat(em, chatId);
  const id = toId(messageId);
  const ref = id ? await em.findOne(ChatMessageRef, { id, chat }, { populate: ['message'] }) : null;
  if (!ref) throw new NotFoundError('Not found');
  const message = ref.message.getEntity();
  const [senderChat, recipientChat] = await Promise.all([
    em.findOne(Chat, { user: message.sender.id, recipient: message.recipient.id }),
    em.findOne(Chat, { user: message.recipient.id, recipient: message.sender.id }),
  ]);
  await em.transactional(async (tx) => {
    await tx.nativeDelete(ChatMessage, message.id);
    logModerationAction(
      tx,
      admin,
      'chat_message_delete',
      { subject_id: ref.id },
      `${mention(admin)} deleted chat message #${ref.id}`,
    );
  });
  publish(em, {
    type: 'chat_message.deleted',
    chatMessageId: message.id,
    senderId: message.sender.id,
    recipientId: message.recipient.id,
    senderChatId: senderChat?.id ?? null,
    recipientChatId: recipientChat?.id ?? null,
  });
  return ref;
}
