import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** One of the instance's rules, as admins write them and clients show them at sign-up and in reports. */
@Entity({ tableName: 'instance_rules' })
export class InstanceRule {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** Rules are listed by priority (lowest first), then in the order they were written. */
  @Property({ type: 'int', default: 0 })
  priority: Opt<number> = 0;

  @Property({ type: 'text' })
  text!: string;

  /** An explanation shown under the rule. */
  @Property({ type: 'text', default: '' })
  hint: Opt<string> = '';
}
