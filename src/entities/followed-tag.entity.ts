import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** A hashtag a user follows: its public statuses reach their home timeline (POST /api/v1/tags/:name/follow). */
@Entity({ tableName: 'followed_tags' })
@Unique({ properties: ['user', 'name'] })
export class FollowedTag {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** The hashtag, lower-case, without '#' (a row of `hashtags`). */
  @Property({ type: 'text', index: true })
  name!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
