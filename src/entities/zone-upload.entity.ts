import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';
import { Zone } from './zone.entity.js';

/** accepted: became a zone version; failed: refused, with errors; received: not judged (only rows written before uploads were inserted with their outcome; a crash mid-upload now leaves only the kept file). */
export type ZoneUploadStatus = 'received' | 'accepted' | 'failed';

/**
 * Every upload that reached the server, accepted or not: the bytes are kept under DATA_DIR/uploads with a
 * server-chosen name (the client's file name is only recorded), and a failed one keeps its errors.
 */
@Entity({ tableName: 'zone_uploads' })
export class ZoneUpload {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'text', nullable: true })
  clientFilename: string | null = null;

  @Property({ type: 'text' })
  storedPath!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'text' })
  status!: ZoneUploadStatus;

  @Property({ type: 'text', nullable: true })
  origin: string | null = null;

  @Property({ type: 'json', nullable: true })
  errors: Array<{ line: number; column: number; message: string }> | null = null;

  @ManyToOne(() => Zone, { ref: true, nullable: true, deleteRule: 'set null' })
  zone: Ref<Zone> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
