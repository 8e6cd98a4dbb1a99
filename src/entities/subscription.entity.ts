import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/**
 * Pleroma's subscription: `subscriber` is notified of every new status of `target`. Independent of following
 * (Pleroma keeps it as its own relationship); only a block between the two prevents or ends it.
 */
@Entity({ tableName: 'subscriptions' })
@Unique({ properties: ['subscriber', 'target'] })
export class Subscription {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  subscriber!: Ref<User>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  target!: Ref<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
