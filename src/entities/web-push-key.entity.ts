import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** The instance's VAPID key pair (RFC 8292), made once; the private key is kept sealed (src/auth/secrets.ts). */
@Entity({ tableName: 'web_push_keys' })
export class WebPushKey {
  /** Always 1: there is one pair. */
  @PrimaryKey({ autoincrement: false })
  id!: number;

  /** The uncompressed P-256 public key, base64url (what clients pass as `applicationServerKey`). */
  @Property({ type: 'text' })
  publicKey!: string;

  @Property({ type: 'text', hidden: true })
  privateKeySealed!: string;
}
