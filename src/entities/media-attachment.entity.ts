import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Status } from './status.entity.js';
import { User } from './user.entity.js';

export type MediaType = 'image' | 'video' | 'audio' | 'unknown';

/** An uploaded file, stored under DATA_DIR/uploads/media and served at /media/<fileName>. */
@Entity({ tableName: 'media_attachments' })
export class MediaAttachment {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  account!: Ref<User>;

  @ManyToOne(() => Status, { ref: true, nullable: true, deleteRule: 'set null', index: true })
  status: Ref<Status> | null = null;

  @Property({ type: 'text' })
  type!: MediaType;

  @Property({ type: 'text' })
  mimeType!: string;

  /** Server-chosen file name under DATA_DIR/uploads/media. */
  @Property({ type: 'text', unique: true })
  fileName!: string;

  @Property({ type: 'integer' })
  size!: number;

  /** Where a remote attachment lives (its bytes stay there; `fileName` is then a placeholder). Null for uploads. */
  @Property({ type: 'text', nullable: true })
  remoteUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'json', default: '{}' })
  meta: Opt<Record<string, unknown>> = {};

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
