import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

@Entity({ tableName: 'mutes' })
@Unique({ properties: ['muter', 'muted'] })
export class Mute {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  muter!: Ref<User>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  muted!: Ref<User>;

  /** Also hide notifications from the muted account. */
  @Property({ type: 'boolean', default: true })
  notifications: Opt<boolean> = true;

  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
