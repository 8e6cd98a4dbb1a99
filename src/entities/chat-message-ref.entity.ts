import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Chat } from './chat.entity.js';
import { ChatMessage } from './chat-message.entity.js';

/** A message as it appears in one side's chat; its id is the chat message id the API shows. */
@Entity({ tableName: 'chat_message_refs' })
export class ChatMessageRef {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Chat, { ref: true, deleteRule: 'cascade', index: true })
  chat!: Ref<Chat>;

  @ManyToOne(() => ChatMessage, { ref: true, deleteRule: 'cascade' })
  message!: Ref<ChatMessage>;

  @Property({ type: 'boolean', default: true })
  unread: Opt<boolean> = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
