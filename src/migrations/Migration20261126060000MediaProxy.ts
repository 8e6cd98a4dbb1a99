import { Migration } from '@mikro-orm/migrations';

/**
 * The media proxy: URLs it refuses to serve, and where a remote attachment lives (set for
 * media of remote statuses, whose bytes stay on their server and are reached through the proxy when it is on).
 */
export class Migration20261126060000MediaProxy extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "media_proxy_bans" ("url" text not null, "created_at" timestamptz not null default now(), constraint "media_proxy_bans_pkey" primary key ("url"));`,
    );
    this.addSql(`alter table "media_attachments" add column "remote_url" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "media_attachments" drop column "remote_url";`);
    this.addSql(`drop table if exists "media_proxy_bans" cascade;`);
  }
}
