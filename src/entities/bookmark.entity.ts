import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Status } from './status.entity.js';
import { User } from './user.entity.js';

/** A status a user bookmarked (private to them); the id is the cursor of their bookmarks page. */
@Entity({ tableName: 'bookmarks' })
@Unique({ properties: ['user', 'status'] })
export class Bookmark {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => Status, { ref: true, deleteRule: 'cascade', index: true })
  status!: Ref<Status>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
