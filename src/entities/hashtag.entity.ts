import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** Every hashtag ever used in a status (lower-case, without '#'), for search by prefix. */
@Entity({ tableName: 'hashtags' })
@Index({
  name: 'hashtags_name_prefix',
  expression: 'create index "hashtags_name_prefix" on "hashtags" ("name" text_pattern_ops)',
})
export class Hashtag {
  @PrimaryKey({ type: 'text' })
  name!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
