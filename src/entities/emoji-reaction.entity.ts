import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Status } from './status.entity.js';
import { User } from './user.entity.js';

/** Pleroma's emoji reaction: one unicode emoji (or custom shortcode) per user, status and emoji. */
@Entity({ tableName: 'emoji_reactions' })
@Unique({ properties: ['user', 'status', 'emoji'] })
export class EmojiReaction {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => Status, { ref: true, deleteRule: 'cascade', index: true })
  status!: Ref<Status>;

  @Property({ type: 'text' })
  emoji!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
