import type { EntityManager } from '@mikro-orm/postgresql';
import { byId, groupedBy, placeholders, valueBy } from '../db/batch-loaders.js';
import { ChatMessage, ChatMessageRef, MediaAttachment } from '../entities/index.js';

/** The batch loaders behind the Chat and ChatMessage fields, and a notification's chat message. */
export function createChatLoaders(em: EntityManager, viewerId: number | null) {
  const rows = <T>(sql: string, params: unknown[]): Promise<T[]> => em.getConnection().execute(sql, params);
  return {
    chatMessageById: byId((ids) => em.find(ChatMessage, { id: { $in: ids } })),
    chatMessageRefById: byId((ids) => em.find(ChatMessageRef, { id: { $in: ids } })),
    mediaById: byId((ids) => em.find(MediaAttachment, { id: { $in: ids } })),
    chatUnreadCount: valueBy((ids) =>
      rows(
        `select chat_id as key, count(*) as value from chat_message_refs
      where chat_id in (${placeholders(ids)}) and unread group by chat_id`,
        ids,
      ),
    ),
    /** The newest message (ref id) of each chat. */
    lastChatMessageRefId: valueBy((ids) =>
      rows(
        `select chat_id as key, max(id) as value from chat_message_refs
      where chat_id in (${placeholders(ids)}) group by chat_id`,
        ids,
      ),
    ),
    /** The viewer's own copy of each chat message (by message id), as their notifications show it. */
    viewerChatMessageRef: groupedBy(
      (ids) =>
        viewerId == null
          ? Promise.resolve([])
          : em.find(ChatMessageRef, { message: { $in: ids }, chat: { user: viewerId } }),
      (r) => r.message.id,
    ),
  };
}
