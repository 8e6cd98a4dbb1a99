import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Report } from './report.entity.js';
import { User } from './user.entity.js';

/** A moderator's note on a report. */
@Entity({ tableName: 'report_notes' })
export class ReportNote {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Report, { ref: true, deleteRule: 'cascade', index: true })
  report!: Ref<Report>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
