import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/**
 * A secret a user holds for a while (a browser session, a login waiting for its second factor): only the digest
 * of its value is stored, never the value; it goes with the user and ends at `expiresAt`.
 */
@Entity({ abstract: true })
export abstract class UserSecret {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'text', unique: true, hidden: true })
  tokenHash!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
