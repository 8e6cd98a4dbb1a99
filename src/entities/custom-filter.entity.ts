import { ArrayType, Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { UserOwned } from './user-owned.base.js';
import type { FilterContext } from './filter.entity.js';
import { Status } from './status.entity.js';

/** What a v2 filter does with what it matches: `warn` marks it for the owner, `hide` drops it. */
export type FilterAction = 'warn' | 'hide';

/**
 * A user's filter as Mastodon 4 has it (`/api/v2/filters`): a title, contexts and an action, matching statuses
 * by any of its keywords or by id. Separate from the v1 filters (docs/user-api.md says why).
 */
@Entity({ tableName: 'custom_filters' })
export class CustomFilter extends UserOwned {
  @Property({ type: 'text' })
  title!: string;

  @Property({ type: ArrayType })
  context!: FilterContext[];

  @Property({ type: 'text', default: 'warn' })
  action: Opt<FilterAction> = 'warn';

  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}

/** A word or phrase of a v2 filter. */
@Entity({ tableName: 'filter_keywords' })
export class FilterKeyword {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => CustomFilter, { ref: true, deleteRule: 'cascade', index: true })
  filter!: Ref<CustomFilter>;

  @Property({ type: 'text' })
  keyword!: string;

  @Property({ type: 'boolean', default: true })
  wholeWord: Opt<boolean> = true;
}

/** A status a v2 filter matches by id (and the reblogs of it). */
@Entity({ tableName: 'filter_statuses' })
@Unique({ properties: ['filter', 'status'] })
export class FilterStatus {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => CustomFilter, { ref: true, deleteRule: 'cascade' })
  filter!: Ref<CustomFilter>;

  @ManyToOne(() => Status, { ref: true, deleteRule: 'cascade', index: true })
  status!: Ref<Status>;
}
