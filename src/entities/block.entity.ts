import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

@Entity({ tableName: 'blocks' })
@Unique({ properties: ['blocker', 'blocked'] })
export class Block {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  blocker!: Ref<User>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  blocked!: Ref<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
