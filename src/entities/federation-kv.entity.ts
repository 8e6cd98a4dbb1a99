import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Fedify's key–value store (src/federation/kv-store.ts): its caches of remote documents and keys, and the
 * ids of inbound activities already handled. `key` is the JSON text of Fedify's key array.
 */
@Entity({ tableName: 'federation_kv' })
export class FederationKv {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'json' })
  value!: unknown;

  /** Past this, the entry counts as absent (and is swept). */
  @Property({ type: 'datetime', nullable: true })
  @Index()
  expiresAt: Date | null = null;
}
