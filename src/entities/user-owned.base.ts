import { Entity, ManyToOne, PrimaryKey, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** A row a user owns and sees alone (a list, a filter), found by its owner and gone with them. */
@Entity({ abstract: true })
export abstract class UserOwned {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** The owner. */
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;
}
