import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Status } from './status.entity.js';
import { User } from './user.entity.js';

@Entity({ tableName: 'favourites' })
@Unique({ properties: ['user', 'status'] })
export class Favourite {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @ManyToOne(() => Status, { ref: true, deleteRule: 'cascade', index: true })
  status!: Ref<Status>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
