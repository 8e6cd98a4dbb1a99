import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

export type MarkerTimeline = 'home' | 'notifications';

/** Where a user stopped reading a timeline, saved by their clients; `version` counts the saves. */
@Entity({ tableName: 'markers' })
@Unique({ properties: ['user', 'timeline'] })
export class Marker {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  timeline!: MarkerTimeline;

  @Property({ type: 'text', default: '' })
  lastReadId: Opt<string> = '';

  @Property({ type: 'integer', default: 0 })
  version: Opt<number> = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Opt<Date> = new Date();
}
