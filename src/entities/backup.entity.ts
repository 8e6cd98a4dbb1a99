import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/**
 * An export of a user's account (Pleroma's backup): a zip made by a background job under DATA_DIR/backups,
 * reached at /backups/<fileName>, a name with 256 random bits in it.
 */
@Entity({ tableName: 'backups' })
@Index({ properties: ['user', 'id'] })
export class Backup {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'text', unique: true })
  fileName!: string;

  @Property({ type: 'text', default: 'application/zip' })
  contentType: Opt<string> = 'application/zip';

  /** Bytes of the archive; 0 until it is made. */
  @Property({ type: 'integer', default: 0 })
  fileSize: Opt<number> = 0;

  @Property({ type: 'boolean', default: false })
  processed: Opt<boolean> = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
