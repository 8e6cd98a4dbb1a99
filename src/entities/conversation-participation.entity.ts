import { ArrayType, Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { StatusContext } from './status-context.entity.js';
import { User } from './user.entity.js';

/**
 * One user's view of a direct conversation (Pleroma's participation): its id is the
 * `pleroma.direct_conversation_id` of the conversation's statuses for that user. The recipients change only
 * when the user changes them; the owner is always among them.
 */
@Entity({ tableName: 'conversation_participations' })
@Unique({ properties: ['user', 'context'] })
export class ConversationParticipation {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @ManyToOne(() => StatusContext, { ref: true, deleteRule: 'cascade' })
  context!: Ref<StatusContext>;

  @Property({ type: new ArrayType<number>((i) => Number(i)), default: '{}', columnType: 'int[]' })
  recipientIds: Opt<number[]> = [];

  @Property({ type: 'boolean', default: false })
  read: Opt<boolean> = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Opt<Date> = new Date();
}
