import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** A listen the user recorded (Pleroma's scrobble, an ActivityPub Listen). */
@Entity({ tableName: 'scrobbles' })
@Index({ properties: ['user', 'id'] })
export class Scrobble {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text', nullable: true })
  artist: string | null = null;

  @Property({ type: 'text', nullable: true })
  album: string | null = null;

  /** Length in milliseconds, as Pleroma's example gives it. */
  @Property({ type: 'integer', nullable: true })
  length: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
