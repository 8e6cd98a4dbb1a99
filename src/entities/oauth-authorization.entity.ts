import { ArrayType, Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { OAuthApp } from './oauth-app.entity.js';
import { User } from './user.entity.js';

/** A short-lived authorization code of the code flow; stored as a digest, usable once. */
@Entity({ tableName: 'oauth_authorizations' })
export class OAuthAuthorization {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'text', unique: true, hidden: true })
  codeHash!: string;

  @ManyToOne(() => OAuthApp, { ref: true, deleteRule: 'cascade' })
  app!: Ref<OAuthApp>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: ArrayType })
  scopes!: string[];

  @Property({ type: 'text' })
  redirectUri!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
