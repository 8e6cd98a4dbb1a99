import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { OAuthToken } from './oauth-token.entity.js';
import { User } from './user.entity.js';

/** Whose notifications are pushed: Mastodon's `data[policy]`. */
export type PushPolicy = 'all' | 'followed' | 'follower' | 'none';

/**
 * A Web Push subscription (RFC 8030): where to push the user's notifications, and the keys to encrypt them for
 * (RFC 8291). One per access token; revoking the token ends it.
 */
@Entity({ tableName: 'push_subscriptions' })
@Unique({ properties: ['token'] })
export class PushSubscription {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @ManyToOne(() => OAuthToken, { ref: true, deleteRule: 'cascade' })
  token!: Ref<OAuthToken>;

  @Property({ type: 'text' })
  endpoint!: string;

  /** The subscriber's P-256 public key, base64url. */
  @Property({ type: 'text' })
  keyP256dh!: string;

  /** The subscriber's authentication secret, base64url. */
  @Property({ type: 'text' })
  keyAuth!: string;

  /** The access token, sealed (src/auth/secrets.ts): Mastodon's push payload carries it to the client. */
  @Property({ type: 'text', hidden: true })
  accessTokenSealed!: string;

  /** Notification type -> pushed or not (types not listed are not pushed). */
  @Property({ type: 'json' })
  alerts!: Record<string, boolean>;

  @Property({ type: 'text', default: 'all' })
  policy: Opt<PushPolicy> = 'all';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
