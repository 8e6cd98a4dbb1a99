import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A runtime setting stored in the database, addressed like Pleroma's config: group + key. */
@Entity({ tableName: 'instance_settings' })
export class InstanceSetting {
  @PrimaryKey({ type: 'text' })
  group!: string;

  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'json' })
  value!: unknown;
}
