import { Entity, ManyToOne, PrimaryKey, Unique, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** An account a user asked not to be suggested again (DELETE /api/v1/suggestions/:account_id). */
@Entity({ tableName: 'suggestion_dismissals' })
@Unique({ properties: ['user', 'account'] })
export class SuggestionDismissal {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  account!: Ref<User>;
}
