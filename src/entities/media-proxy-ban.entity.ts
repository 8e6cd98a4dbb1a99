import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * A remote URL the media proxy refuses to serve (Pleroma's banned_urls cache, kept in the database here so every
 * instance of the server refuses it and a restart keeps it). The original remote URL, not the proxied one.
 */
@Entity({ tableName: 'media_proxy_bans' })
export class MediaProxyBan {
  @PrimaryKey({ type: 'text' })
  url!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
