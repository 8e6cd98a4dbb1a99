import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Status } from './status.entity.js';

/**
 * One version of an edited status (Mastodon's StatusEdit): its first edit writes the original and the new
 * version, each later edit one row. A status never edited has none: its history is itself.
 */
@Entity({ tableName: 'status_versions' })
export class StatusVersion {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Status, { ref: true, deleteRule: 'cascade', index: true })
  status!: Ref<Status>;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'text' })
  spoilerText!: string;

  @Property({ type: 'boolean' })
  sensitive!: boolean;

  /** When this version was posted (the status's creation, or the edit). */
  @Property({ type: 'datetime' })
  createdAt!: Date;
}
