import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { StatusContext } from './status-context.entity.js';
import { User } from './user.entity.js';

/** A thread (status context) whose notifications a user stopped (POST /api/v1/statuses/:id/mute). */
@Entity({ tableName: 'thread_mutes' })
@Unique({ properties: ['user', 'context'] })
export class ThreadMute {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => StatusContext, { ref: true, deleteRule: 'cascade', index: true })
  context!: Ref<StatusContext>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
