import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { OAuthApp } from './oauth-app.entity.js';
import { User } from './user.entity.js';
import type { Visibility } from './status.entity.js';

/** What a scheduled status will be posted with: the parameters of `POST /api/v1/statuses`, checked when given. */
export interface ScheduledStatusParams {
  status?: string | null;
  visibility?: Visibility | null;
  inReplyToId?: string | null;
  inReplyToConversationId?: string | null;
  sensitive?: boolean | null;
  spoilerText?: string | null;
  mediaIds?: string[] | null;
  language?: string | null;
  poll?: {
    options?: string[] | null;
    expiresIn?: number | null;
    multiple?: boolean | null;
    hideTotals?: boolean | null;
  } | null;
}

/**
 * A status to post later (Mastodon's ScheduledStatus). The publisher claims a due row by setting `claimedUntil`
 * (another worker skips it until then), posts it, then deletes the row; the row stays in the database until then,
 * so a restart loses nothing.
 */
@Entity({ tableName: 'scheduled_statuses' })
@Index({ properties: ['scheduledAt'] })
@Index({ properties: ['user', 'id'] })
export class ScheduledStatus {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** The app that scheduled it, shown as the status's application once posted. */
  @ManyToOne(() => OAuthApp, { ref: true, nullable: true, deleteRule: 'set null' })
  application: Ref<OAuthApp> | null = null;

  @Property({ type: 'datetime' })
  scheduledAt!: Date;

  @Property({ type: 'json' })
  params!: ScheduledStatusParams;

  /** A publisher is posting it until then; a publisher that died lets it go once this passes. */
  @Property({ type: 'datetime', nullable: true })
  claimedUntil: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
