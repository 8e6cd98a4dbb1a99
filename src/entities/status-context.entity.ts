import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** A thread: the root status and every reply share one context (Pleroma's `conversation_id`). */
@Entity({ tableName: 'status_contexts' })
export class StatusContext {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
