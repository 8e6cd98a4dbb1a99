import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** Remembers the status an Idempotency-Key header produced, so a retried POST returns it instead of a copy. */
@Entity({ tableName: 'idempotency_keys' })
@Unique({ properties: ['user', 'key'] })
export class IdempotencyKey {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  key!: string;

  @Property({ type: 'integer' })
  statusId!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
