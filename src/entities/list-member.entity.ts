import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { List } from './list.entity.js';
import { User } from './user.entity.js';

/** An account on a list (one the list's owner follows). */
@Entity({ tableName: 'list_members' })
@Unique({ properties: ['list', 'account'] })
export class ListMember {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => List, { ref: true, deleteRule: 'cascade' })
  list!: Ref<List>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  account!: Ref<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
