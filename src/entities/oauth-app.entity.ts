import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * A registered OAuth client. The client secret is kept encrypted (`SecretBox` of src/auth/secrets.ts), not hashed:
 * the admin API must be able to show it again, and it must never sit in the database in clear.
 */
@Entity({ tableName: 'oauth_apps' })
export class OAuthApp {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', unique: true })
  clientId!: string;

  @Property({ type: 'text', hidden: true })
  clientSecretSealed!: string;

  @Property({ type: 'text' })
  redirectUris!: string;

  @Property({ type: 'text' })
  scopes!: string;

  @Property({ type: 'text', nullable: true })
  website: string | null = null;

  @Property({ type: 'boolean', default: false })
  trusted: Opt<boolean> = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
