import { ArrayType, Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { OAuthApp } from './oauth-app.entity.js';
import { UserSecret } from './user-secret.base.js';

/**
 * A login that passed the password and waits for the second factor (Pleroma's MFA token): the `mfa_token` is
 * stored as a digest, lives a few minutes, and carries what the login asked for (app, scopes, redirect URI).
 */
@Entity({ tableName: 'mfa_challenges' })
export class MfaChallenge extends UserSecret {
  @ManyToOne(() => OAuthApp, { ref: true, nullable: true, deleteRule: 'cascade' })
  app!: Ref<OAuthApp> | null;

  @Property({ type: ArrayType })
  scopes!: string[];

  @Property({ type: 'text', nullable: true })
  redirectUri!: string | null;
}
