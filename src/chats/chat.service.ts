import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import { Block, Chat, ChatMessage, ChatMessageRef, MediaAttachment, User } from '../entities/index.js';
import { findVisibleAccount } from '../accounts/account.service.js';
import { BadInputError, NotFoundError } from '../core/errors.js';
import { idBound, toId } from '../core/ids.js';
import { chatMessageCreated } from '../events/publish.js';
import { notify } from '../notifications/notify.js';
import { keysetOrder, keysetSql, pageWindow, toPage, type Page, type PageArgs } from '../core/pagination.js';
import { getSettings } from '../settings/settings.service.js';
import { statusHtml } from '../statuses/status-content.js';

/**
 * Pleroma's chats: one chat per (owner, recipient) and side, each side seeing every message through its own
 * ChatMessageRef (whose id is the message id the API shows, and which carries that side's unread flag).
 */

const RECORD_NOT_FOUND = 'Record not found';

/** A message ref as it is answered after posting: with the Idempotency-Key the client sent (Pleroma echoes it). */
export type PostedChatMessage = ChatMessageRef & { idempotencyKey?: string | null };

/** The viewer's chat by id; 404 for a missing one and for anyone else's. */
export async function getOwnChat(em: EntityManager, viewer: User, id: string | number): Promise<Chat> {
  const chatId = toId(id);
  const chat = chatId ? await em.findOne(Chat, { id: chatId, user: viewer }) : null;
  if (!chat) throw new NotFoundError(RECORD_NOT_FOUND);
  return chat;
}

async function chatBetween(em: EntityManager, userId: number, recipientId: number): Promise<Chat> {
  await em
    .createQueryBuilder(Chat)
    .insert({ user: userId, recipient: recipientId })
    .onConflict(['user_id', 'recipient_id'])
    .ignore()
    .execute('run');
  return em.findOneOrFail(Chat, { user: userId, recipient: recipientId });
}

/** The viewer's chat with an account they may see, created when there is none (as Pleroma, blocks do not prevent it). */
export async function getOrCreateChat(em: EntityManager, viewer: User, accountId: string): Promise<Chat> {
  const recipient = await findVisibleAccount(em, accountId, viewer, RECORD_NOT_FOUND);
  return chatBetween(em, viewer.id, recipient.id);
}

/**
 * The viewer's chats, latest activity first, leaving out accounts the viewer blocks (Pleroma). The cursor is
 * the chat id; the keyset compares (updated_at, id) with the cursor chat's, so pages follow the order.
 */
export async function listChats(em: EntityManager, viewer: User, page: PageArgs): Promise<Page<Chat>> {
  const w = pageWindow(page);
  const at = (op: '<' | '>', cursor: number) => ({
    sql: `(c.updated_at, c.id) ${op} (select c2.updated_at, c2.id from chats c2 where c2.id = ? and c2.user_id = ?)`,
    params: [cursor, viewer.id],
  });
  const conditions = [
    {
      sql: 'c.user_id = ? and not exists (select 1 from blocks b where b.blocker_id = ? and b.blocked_id = c.recipient_id)',
      params: [viewer.id, viewer.id],
    },
    ...(w.maxId != null ? [at('<', w.maxId)] : []),
    ...(w.sinceId != null ? [at('>', w.sinceId)] : []),
    ...(w.minId != null ? [at('>', w.minId)] : []),
  ];
  const order = keysetOrder(w);
  const rows = await em
    .createQueryBuilder(Chat, 'c')
    .select('*')
    .where(
      conditions.map((c) => c.sql).join(' and '),
      conditions.flatMap((c) => c.params),
    )
    .orderBy({ updatedAt: order, id: order })
    .limit(w.limit)
    .getResultList();
  return toPage(rows, w, (c) => c.id);
}

/** A chat's messages, newest first; cursor = the message (ref) id. */
export async function listChatMessages(
  em: EntityManager,
  viewer: User,
  chatId: string,
  page: PageArgs,
): Promise<Page<ChatMessageRef>> {
  const chat = await getOwnChat(em, viewer, chatId);
  const w = pageWindow(page);
  const keyset = keysetSql('r.id', w);
  const rows = await em
    .createQueryBuilder(ChatMessageRef, 'r')
    .select('*')
    .where(`r.chat_id = ? and (${keyset.sql})`, [chat.id, ...keyset.params])
    .orderBy({ id: keyset.order })
    .limit(w.limit)
    .getResultList();
  return toPage(rows, w, (r) => r.id);
}

export interface NewChatMessage {
  content?: string | null;
  mediaId?: string | null;
  idempotencyKey?: string | null;
}

async function chatAttachment(
  em: EntityManager,
  viewer: User,
  mediaId: string | null | undefined,
): Promise<MediaAttachment | null> {
  if (mediaId == null || mediaId === '') return null;
  const id = toId(mediaId);
  const media = id ? await em.findOne(MediaAttachment, { id, account: viewer, status: null }) : null;
  if (!media) throw new BadInputError('media_id: unknown media');
  return media;
}

async function blockBetween(em: EntityManager, blockerId: number, blockedId: number): Promise<boolean> {
  return (await em.count(Block, { blocker: blockerId, blocked: blockedId })) > 0;
}

/**
 * Posts a message to the viewer's chat: text (sanitised HTML) and/or one of the viewer's uploads. As
 * Pleroma: 400 `no_content` when both are missing, `content_too_long` over the instance's chat_limit, and a
 * refusal when either side blocks the other. Both sides' chats get the message and move to the top; the
 * recipient's copy is unread and the recipient is notified (`pleroma:chat_mention`).
 */
export async function postChatMessage(
  em: EntityManager,
  config: AppConfig,
  viewer: User,
  chatId: string,
  input: NewChatMessage,
): Promise<PostedChatMessage> {
  const chat = await getOwnChat(em, viewer, chatId);
  const text = input.content ?? '';
  const attachment = await chatAttachment(em, viewer, input.mediaId);
  if (!text.trim() && !attachment) throw new BadInputError('no_content');
  const { chat_limit } = await getSettings(em, 'instance');
  if ([...text].length > chat_limit) throw new BadInputError('content_too_long');
  const recipientId = chat.recipient.id;
  if (await blockBetween(em, recipientId, viewer.id)) throw new BadInputError('actor is blocked by recipient');
  if (await blockBetween(em, viewer.id, recipientId)) throw new BadInputError('recipient is blocked by actor');
  const recipient = await em.findOne(User, { id: recipientId, deactivated: false });
  if (!recipient) throw new NotFoundError(RECORD_NOT_FOUND);

  const message = em.create(ChatMessage, {
    sender: viewer,
    recipient,
    content: text.trim() ? statusHtml(text, { publicUrl: config.publicUrl, mentioned: new Map() }) : '',
    attachment,
  });
  const now = new Date();
  chat.updatedAt = now;
  const own = em.create(ChatMessageRef, { chat, message, unread: false });
  if (recipientId !== viewer.id) {
    const theirs = await chatBetween(em, recipientId, viewer.id);
    theirs.updatedAt = now;
    em.create(ChatMessageRef, { chat: theirs, message, unread: true });
  }
  await em.flush();
  await notify(em, { userId: recipientId, type: 'pleroma:chat_mention', fromId: viewer.id, chatMessageId: message.id });
  chatMessageCreated(em, message);
  return Object.assign(own, { idempotencyKey: input.idempotencyKey?.trim() || null });
}

/** Marks the chat's messages up to `lastReadId` read (Pleroma's `last_read_id`); returns the chat. */
export async function markChatRead(em: EntityManager, viewer: User, chatId: string, lastReadId: string): Promise<Chat> {
  const chat = await getOwnChat(em, viewer, chatId);
  const last = idBound('last_read_id', lastReadId);
  if (last == null) throw new BadInputError('last_read_id: must be an id');
  await em.nativeUpdate(ChatMessageRef, { chat, id: { $lte: last }, unread: true }, { unread: false });
  return chat;
}

/** The viewer's copy of a message (chat messages are shown by the id of the viewer's copy); 404 otherwise. */
export async function getOwnCopyOfMessage(
  em: EntityManager,
  viewer: User,
  messageId: string | number,
): Promise<ChatMessageRef> {
  const id = toId(String(messageId));
  const ref = id ? await em.findOne(ChatMessageRef, { message: id, chat: { user: viewer } }) : null;
  if (!ref) throw new NotFoundError(RECORD_NOT_FOUND);
  return ref;
}

/** A message of the viewer's chat; 404 otherwise. */
export async function getOwnChatMessage(
  em: EntityManager,
  viewer: User,
  chatId: string,
  messageId: string,
): Promise<ChatMessageRef> {
  const chat = await getOwnChat(em, viewer, chatId);
  const id = toId(messageId);
  const ref = id ? await em.findOne(ChatMessageRef, { id, chat }) : null;
  if (!ref) throw new NotFoundError(RECORD_NOT_FOUND);
  return ref;
}

/**
 * Deletes a message as Pleroma does: one's own message for both sides (its notification goes with it),
 * someone else's from the viewer's chat only. Returns the ref as it was.
 */
export async function deleteChatMessage(em: EntityManager, viewer: User, ref: ChatMessageRef): Promise<ChatMessageRef> {
  const message = await em.findOneOrFail(ChatMessage, ref.message.id);
  if (message.sender.id === viewer.id) await em.nativeDelete(ChatMessage, message.id);
  else await em.nativeDelete(ChatMessageRef, ref.id);
  return ref;
}
