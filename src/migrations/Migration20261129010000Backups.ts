import { Migration } from '@mikro-orm/migrations';

/** Account exports (Pleroma's backups): one row per requested archive, made by a background job. */
export class Migration20261129010000Backups extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "backups" ("id" serial primary key, "user_id" int not null, "file_name" text not null, "content_type" text not null default 'application/zip', "file_size" int not null default 0, "processed" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "backups" add constraint "backups_file_name_unique" unique ("file_name");`);
    this.addSql(`create index "backups_user_id_id_index" on "backups" ("user_id", "id");`);
    this.addSql(
      `alter table "backups" add constraint "backups_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "backups" cascade;`);
  }
}
