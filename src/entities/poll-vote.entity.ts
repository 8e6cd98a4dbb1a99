import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Poll } from './poll.entity.js';
import { User } from './user.entity.js';

/** One choice of one voter (a multiple-choice poll has a row per option chosen). */
@Entity({ tableName: 'poll_votes' })
@Unique({ properties: ['poll', 'user', 'choice'] })
export class PollVote {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Poll, { ref: true, deleteRule: 'cascade' })
  poll!: Ref<Poll>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  /** The option's index. */
  @Property({ type: 'integer' })
  choice!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
