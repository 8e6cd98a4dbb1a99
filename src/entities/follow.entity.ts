import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

export type FollowState = 'accepted' | 'pending';

/** follower follows following; `pending` is a follow request to a locked account. */
@Entity({ tableName: 'follows' })
@Unique({ properties: ['follower', 'following'] })
export class Follow {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  follower!: Ref<User>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  following!: Ref<User>;

  @Property({ type: 'text', default: 'accepted' })
  state: Opt<FollowState> = 'accepted';

  @Property({ type: 'boolean', default: true })
  showReblogs: Opt<boolean> = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
