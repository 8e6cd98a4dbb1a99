import { ArrayType, Entity, ManyToOne, PrimaryKey, Property, type Ref, type Opt } from '@mikro-orm/core';
import { OAuthApp } from './oauth-app.entity.js';
import { User } from './user.entity.js';

/** An access token (and its refresh token). Only SHA-256 digests of the opaque values are stored. */
@Entity({ tableName: 'oauth_tokens' })
export class OAuthToken {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'text', unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'text', unique: true, nullable: true, hidden: true })
  refreshTokenHash: string | null = null;

  @ManyToOne(() => OAuthApp, { ref: true, deleteRule: 'cascade' })
  app!: Ref<OAuthApp>;

  /** Null for client_credentials tokens, which act for the app alone. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'cascade' })
  user: Ref<User> | null = null;

  @Property({ type: ArrayType })
  scopes!: string[];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
