import { ArrayType, Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** Where a filter applies (Mastodon v1 contexts). */
export type FilterContext = 'home' | 'notifications' | 'public' | 'thread' | 'account';

/**
 * A user's keyword filter (Mastodon v1). Clients hide what matches; an irreversible one is dropped by the
 * server from the owner's home timeline and notifications (and every other context it names).
 */
@Entity({ tableName: 'filters' })
export class Filter {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @Property({ type: 'text' })
  phrase!: string;

  @Property({ type: ArrayType })
  context!: FilterContext[];

  @Property({ type: 'boolean', default: true })
  wholeWord: Opt<boolean> = true;

  @Property({ type: 'boolean', default: false })
  irreversible: Opt<boolean> = false;

  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
