import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

export type UserTokenKind = 'confirmation' | 'password_reset';

/** A single-use token mailed to a user (e-mail confirmation, password reset); stored as a digest. */
@Entity({ tableName: 'user_tokens' })
export class UserToken {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @Property({ type: 'text' })
  kind!: UserTokenKind;

  @Property({ type: 'text', unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
