import { ArrayType, Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

export type ReportState = 'open' | 'closed' | 'resolved';

@Entity({ tableName: 'reports' })
export class Report {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** Who reported. */
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  actor!: Ref<User>;

  /** Who was reported. */
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  account!: Ref<User>;

  @Property({ type: 'text', default: '' })
  content: Opt<string> = '';

  /** Reported statuses (ids; a status deleted later simply drops out of the report). */
  @Property({ type: new ArrayType<number>((i) => Number(i)), default: '{}', columnType: 'int[]' })
  statusIds: Opt<number[]> = [];

  @Property({ type: 'text', default: 'open' })
  state: Opt<ReportState> = 'open';

  @Property({ type: 'boolean', default: false })
  forward: Opt<boolean> = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
