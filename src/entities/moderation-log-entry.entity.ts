import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** One admin action: who (kept by nickname too, should the account go), what, and its readable message. */
@Entity({ tableName: 'moderation_log' })
export class ModerationLogEntry {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  actor: Ref<User> | null = null;

  @Property({ type: 'text' })
  actorNickname!: string;

  @Property({ type: 'text' })
  action!: string;

  /** The action's subject as the log entry's `data` shows it (besides actor and action). */
  @Property({ type: 'json', default: '{}' })
  data: Opt<Record<string, unknown>> = {};

  @Property({ type: 'text' })
  message!: string;

  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
