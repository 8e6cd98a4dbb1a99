import { Entity, Property, Unique, type Opt } from '@mikro-orm/core';
import { StatusMark } from './status-mark.base.js';

/** A status a user bookmarked (private to them); the id is the cursor of their bookmarks page. */
@Entity({ tableName: 'bookmarks' })
@Unique({ properties: ['user', 'status'] })
export class Bookmark extends StatusMark {
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
