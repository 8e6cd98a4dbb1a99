import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * A registration invite. The token is looked up by its digest and kept sealed (src/auth/secrets.ts) so the
 * admin API can list it again without the database holding it in clear.
 */
@Entity({ tableName: 'invites' })
export class Invite {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'text', unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'text', hidden: true })
  tokenSealed!: string;

  /** Revoked or used up. */
  @Property({ type: 'boolean', default: false })
  used: Opt<boolean> = false;

  @Property({ type: 'date', nullable: true })
  expiresAt: string | null = null;

  @Property({ type: 'integer', default: 0 })
  uses: Opt<number> = 0;

  @Property({ type: 'integer', nullable: true })
  maxUse: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
