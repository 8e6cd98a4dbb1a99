import { BigIntType, Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { JsonTextType } from './json-text.type.js';
import { User } from './user.entity.js';
import { Zone } from './zone.entity.js';

/** A stored record: [owner name, ttl, class, type, rdata] in BIND's presentation format. */
export type StoredRecord = [name: string, ttl: number, cls: string, type: string, data: string];

/**
 * One accepted upload of a zone: its exact text and its parsed records. Records are kept as one JSON array
 * (in a text column stored uncompressed) per version rather than a row each: a 1 MB zone has ~21,000
 * records, and one row keeps an upload near the latency target on PGlite (see README, "Zone storage").
 */
@Entity({ tableName: 'zone_versions' })
export class ZoneVersion {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Zone, { ref: true, deleteRule: 'cascade' })
  zone!: Ref<Zone>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  uploadedBy!: Ref<User>;

  @Property({ type: new BigIntType('number'), nullable: true })
  serial: number | null = null;

  @Property({ type: 'integer' })
  recordCount!: number;

  @Property({ type: 'text', lazy: true })
  text!: string;

  @Property({ type: new JsonTextType<StoredRecord[]>(), lazy: true })
  records!: StoredRecord[];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
