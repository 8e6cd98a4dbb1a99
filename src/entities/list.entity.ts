import { Entity, Property, type Opt } from '@mikro-orm/core';
import { UserOwned } from './user-owned.base.js';

/** Which replies a list timeline shows (Mastodon's replies_policy). */
export type RepliesPolicy = 'followed' | 'list' | 'none';

/** A user's list of accounts they follow, read as its own timeline. */
@Entity({ tableName: 'lists' })
export class List extends UserOwned {
  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text', default: 'list' })
  repliesPolicy: Opt<RepliesPolicy> = 'list';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
