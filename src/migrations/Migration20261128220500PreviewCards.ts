import { Migration } from '@mikro-orm/migrations';

/** Link previews cached by URL (the `card` of a status). */
export class Migration20261128220500PreviewCards extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "preview_cards" ("url" text primary key, "title" text null, "description" text not null default '', "image" text null, "provider_name" text not null default '', "fetched_at" timestamptz not null default now());`,
    );
  }
}
