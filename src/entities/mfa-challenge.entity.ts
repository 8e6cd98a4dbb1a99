import { ArrayType, Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { OAuthApp } from './oauth-app.entity.js';
import { User } from './user.entity.js';

/**
 * A login that passed the password and waits for the second factor (Pleroma's MFA token): the `mfa_token` is
 * stored as a digest, lives a few minutes, and carries what the login asked for (app, scopes, redirect URI).
 */
@Entity({ tableName: 'mfa_challenges' })
export class MfaChallenge {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'text', unique: true, hidden: true })
  tokenHash!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => OAuthApp, { ref: true, nullable: true, deleteRule: 'cascade' })
  app!: Ref<OAuthApp> | null;

  @Property({ type: ArrayType })
  scopes!: string[];

  @Property({ type: 'text', nullable: true })
  redirectUri!: string | null;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
