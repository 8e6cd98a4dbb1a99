import { Migration } from '@mikro-orm/migrations';

/** Hashtags users follow (POST /api/v1/tags/:name/follow). */
export class Migration20261128220300FollowedTags extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "followed_tags" ("id" serial primary key, "user_id" int not null, "name" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "followed_tags" add constraint "followed_tags_user_id_name_unique" unique ("user_id", "name");`,
    );
    this.addSql(`create index "followed_tags_name_index" on "followed_tags" ("name");`);
    this.addSql(
      `alter table "followed_tags" add constraint "followed_tags_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
