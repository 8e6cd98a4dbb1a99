import { Entity, ManyToOne, PrimaryKey, type Ref } from '@mikro-orm/core';
import { Status } from './status.entity.js';
import { User } from './user.entity.js';

/**
 * What a user's private mark on a status holds (a bookmark, an emoji reaction): the row's id, which is the cursor
 * of the user's page of them, the user and the status. Both go with the status and with the user.
 */
@Entity({ abstract: true })
export abstract class StatusMark {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => Status, { ref: true, deleteRule: 'cascade', index: true })
  status!: Ref<Status>;
}
