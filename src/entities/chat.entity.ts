import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** Pleroma's chat: one per (user, recipient) pair and side; each side has its own chat record. */
@Entity({ tableName: 'chats' })
@Unique({ properties: ['user', 'recipient'] })
export class Chat {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  recipient!: Ref<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Opt<Date> = new Date();
}
