import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** A hashtag a user features on their profile (Mastodon's FeaturedTag). */
@Entity({ tableName: 'featured_tags' })
@Unique({ properties: ['user', 'name'] })
export class FeaturedTag {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** The hashtag, lower-case, without '#'. */
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
