import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { MediaAttachment } from './media-attachment.entity.js';
import { User } from './user.entity.js';

/** A chat message, shared by both sides' chats through their ChatMessageRef. */
@Entity({ tableName: 'chat_messages' })
export class ChatMessage {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  sender!: Ref<User>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  recipient!: Ref<User>;

  @Property({ type: 'text', default: '' })
  content: Opt<string> = '';

  @ManyToOne(() => MediaAttachment, { ref: true, nullable: true, deleteRule: 'set null' })
  attachment: Ref<MediaAttachment> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
