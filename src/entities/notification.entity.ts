import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { ChatMessage } from './chat-message.entity.js';
import { Report } from './report.entity.js';
import { Status } from './status.entity.js';
import { User } from './user.entity.js';

export type NotificationType =
  | 'mention'
  | 'follow'
  | 'follow_request'
  | 'favourite'
  | 'reblog'
  | 'status'
  | 'pleroma:emoji_reaction'
  | 'pleroma:chat_mention'
  | 'pleroma:report'
  | 'poll';

@Entity({ tableName: 'notifications' })
export class Notification {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** The account notified. */
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @Property({ type: 'text' })
  type!: NotificationType;

  /** The account that caused it. */
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  fromAccount!: Ref<User>;

  @ManyToOne(() => Status, { ref: true, nullable: true, deleteRule: 'cascade' })
  status: Ref<Status> | null = null;

  @ManyToOne(() => Report, { ref: true, nullable: true, deleteRule: 'cascade' })
  report: Ref<Report> | null = null;

  @ManyToOne(() => ChatMessage, { ref: true, nullable: true, deleteRule: 'cascade' })
  chatMessage: Ref<ChatMessage> | null = null;

  @Property({ type: 'text', nullable: true })
  emoji: string | null = null;

  @Property({ type: 'boolean', default: false })
  seen: Opt<boolean> = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
