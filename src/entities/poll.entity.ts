import { ArrayType, Entity, Index, OneToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Status } from './status.entity.js';

/**
 * A status's poll: its options (titles, in order), whether several may be chosen, and when it ends.
 * `endNotified` turns true once voters and author were told it ended (the job that does it survives restarts:
 * it reads this column, not a timer's memory).
 */
@Entity({ tableName: 'polls' })
@Index({
  name: 'polls_pending_end',
  expression: 'create index "polls_pending_end" on "polls" ("expires_at") where not "end_notified"',
})
export class Poll {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @OneToOne(() => Status, { ref: true, owner: true, deleteRule: 'cascade', unique: true })
  status!: Ref<Status>;

  @Property({ type: ArrayType })
  options!: string[];

  @Property({ type: 'boolean', default: false })
  multiple: Opt<boolean> = false;

  /** Pleroma/Mastodon hide_totals: counts hidden from others until it ends. */
  @Property({ type: 'boolean', default: false })
  hideTotals: Opt<boolean> = false;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'boolean', default: false })
  endNotified: Opt<boolean> = false;
}
