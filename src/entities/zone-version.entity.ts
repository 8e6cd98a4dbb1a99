import { BigIntType, Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';
import { ZoneUpload } from './zone-upload.entity.js';
import { Zone } from './zone.entity.js';

/**
 * One accepted upload of a zone and its parsed records. The text is the upload's kept file (DATA_DIR/uploads),
 * not a second copy here; versions stored before that change have it in `text`. Records are one text per
 * version (see src/zones/stored-records.ts) stored uncompressed, rather than a row each: a 1 MB zone has
 * ~21,000 records, and one value keeps an upload within the latency target on PGlite (README, "Zone storage").
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

  /** The upload this version was made from; its kept file is the version's text. */
  @ManyToOne(() => ZoneUpload, { ref: true, nullable: true, deleteRule: 'set null' })
  upload: Ref<ZoneUpload> | null = null;

  /** Only for versions stored before the text was read from the kept upload. */
  @Property({ type: 'text', nullable: true, lazy: true })
  text: string | null = null;

  /** Tab-separated lines, see recordsToText. */
  @Property({ type: 'text', lazy: true })
  records!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
