import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** Which replies a list timeline shows (Mastodon's replies_policy). */
export type RepliesPolicy = 'followed' | 'list' | 'none';

/** A user's list of accounts they follow, read as its own timeline. */
@Entity({ tableName: 'lists' })
export class List {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** The owner. */
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text', default: 'list' })
  repliesPolicy: Opt<RepliesPolicy> = 'list';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
