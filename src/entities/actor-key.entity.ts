import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';

/**
 * A key pair an actor of this server signs its deliveries with, made once and kept: RSA (what Mastodon
 * checks) and Ed25519. `actor` is `user:<id>` for a local account or the name of a server actor
 * (`instance`, `relay`); the private key is sealed with the server's SecretBox, never stored in clear.
 */
@Entity({ tableName: 'actor_keys' })
@Unique({ properties: ['actor', 'algorithm'] })
export class ActorKey {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  actor!: string;

  /** `RSASSA-PKCS1-v1_5` or `Ed25519`. */
  @Property({ type: 'text' })
  algorithm!: string;

  @Property({ type: 'json' })
  publicJwk!: Record<string, unknown>;

  @Property({ type: 'text', hidden: true })
  privateJwkSealed!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
