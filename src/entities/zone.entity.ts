import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';
import type { ZoneVersion } from './zone-version.entity.js';

/** A DNS zone owned by the user who first uploaded it; its text and records live in its versions. */
@Entity({ tableName: 'zones' })
export class Zone {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** Lower-case, without the trailing dot; also the file name in ZONE_DIR (`<origin>.zone`). */
  @Property({ type: 'text', unique: true })
  origin!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  owner!: Ref<User>;

  @ManyToOne({ entity: 'ZoneVersion', ref: true, nullable: true, deleteRule: 'set null' })
  currentVersion: Ref<ZoneVersion> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
