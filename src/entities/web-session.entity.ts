import { Entity, ManyToOne, PrimaryKey, Property, type Ref, type Opt } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** A browser session behind the `_<namespace>_key` cookie; the cookie value is stored as a digest. */
@Entity({ tableName: 'web_sessions' })
export class WebSession {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'text', unique: true, hidden: true })
  tokenHash!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
