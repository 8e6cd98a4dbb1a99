import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/**
 * Work done after the request that asked for it (src/jobs): kept in the database, so it survives a restart.
 * A worker claims a job by setting `lockedUntil`; a job whose worker died is claimed again once that passes.
 * `progress` lets a long job resume where it stopped.
 */
@Entity({ tableName: 'jobs' })
@Index({ properties: ['state', 'runAt'] })
export class Job {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  kind!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Property({ type: 'integer', default: 0 })
  progress: Opt<number> = 0;

  @Property({ type: 'text', default: 'queued' })
  state: Opt<JobState> = 'queued';

  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  runAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  lockedUntil: Date | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
