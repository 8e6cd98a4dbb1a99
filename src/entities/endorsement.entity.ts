import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** An account a user features on their profile (Mastodon's endorsement, `endorsed` in the relationship). */
@Entity({ tableName: 'endorsements' })
@Unique({ properties: ['user', 'target'] })
export class Endorsement {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  target!: Ref<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
