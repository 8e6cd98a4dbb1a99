import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** A domain an account hides (Mastodon's account domain block): that server's accounts, statuses and notifications. */
@Entity({ tableName: 'domain_blocks' })
@Unique({ properties: ['user', 'domain'] })
export class DomainBlock {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** Lower-case host, in ASCII (an IDN as punycode), as remote nicknames carry it after the `@`. */
  @Property({ type: 'text' })
  domain!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
