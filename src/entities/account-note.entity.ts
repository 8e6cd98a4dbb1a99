import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** A private comment one account keeps on another (Mastodon's account note; `note` in the relationship). */
@Entity({ tableName: 'account_notes' })
@Unique({ properties: ['author', 'target'] })
export class AccountNote {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  author!: Ref<User>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  target!: Ref<User>;

  @Property({ type: 'text' })
  comment!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
