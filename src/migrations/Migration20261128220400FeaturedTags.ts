import { Migration } from '@mikro-orm/migrations';

/** Hashtags users feature on their profile (/api/v1/featured_tags). */
export class Migration20261128220400FeaturedTags extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "featured_tags" ("id" serial primary key, "user_id" int not null, "name" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "featured_tags" add constraint "featured_tags_user_id_name_unique" unique ("user_id", "name");`,
    );
    this.addSql(
      `alter table "featured_tags" add constraint "featured_tags_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
