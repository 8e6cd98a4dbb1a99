import { Entity, Property, type Opt } from '@mikro-orm/core';
import { UserSecret } from './user-secret.base.js';

/** A browser session behind the `_<namespace>_key` cookie; the cookie value is stored as a digest. */
@Entity({ tableName: 'web_sessions' })
export class WebSession extends UserSecret {
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
