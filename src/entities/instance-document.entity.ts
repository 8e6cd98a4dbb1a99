import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** An admin-replaced instance document (instance-panel, terms-of-service); without a row the shipped default is served. */
@Entity({ tableName: 'instance_documents' })
export class InstanceDocument {
  @PrimaryKey({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  html!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Opt<Date> = new Date();
}
