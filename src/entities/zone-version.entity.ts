import { BigIntType, Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';
import { ZoneUpload } from './zone-upload.entity.js';
import { Zone } from './zone.entity.js';

/**
 * One accepted upload of a zone and its parsed records. The text is the upload's kept file (DATA_DIR/uploads),
 * not a second copy here; versions stored before that change have it in `text`. Its records are read by
 * parsing that file again (it parsed cleanly once, with the zone's origin): writing them here as well cost an
 * upload about half its time (the TOAST write of 1.4 MB of text). Versions stored before that change have them
 * as one text (see src/zones/stored-records.ts).
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

  /** Only for versions stored before the records were read from the kept upload: tab-separated lines, see recordsToText. */
  @Property({ type: 'text', nullable: true, lazy: true })
  records: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
