import { Migration } from '@mikro-orm/migrations';

/** Announcements the admins publish, and each user's dismissals of and reactions to them. */
export class Migration20261128230000Announcements extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "announcements" ("id" serial primary key, "content" text not null, "starts_at" timestamptz null, "ends_at" timestamptz null, "all_day" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "announcement_reads" ("id" serial primary key, "user_id" int not null, "announcement_id" int not null);`,
    );
    this.addSql(`create index "announcement_reads_announcement_id_index" on "announcement_reads" ("announcement_id");`);
    this.addSql(
      `alter table "announcement_reads" add constraint "announcement_reads_user_id_announcement_id_unique" unique ("user_id", "announcement_id");`,
    );
    this.addSql(
      `create table "announcement_reactions" ("id" serial primary key, "user_id" int not null, "announcement_id" int not null, "name" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "announcement_reactions_announcement_id_index" on "announcement_reactions" ("announcement_id");`,
    );
    this.addSql(
      `alter table "announcement_reactions" add constraint "announcement_reactions_user_id_announcement_id_name_unique" unique ("user_id", "announcement_id", "name");`,
    );
    for (const table of ['announcement_reads', 'announcement_reactions']) {
      this.addSql(
        `alter table "${table}" add constraint "${table}_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
      );
      this.addSql(
        `alter table "${table}" add constraint "${table}_announcement_id_foreign" foreign key ("announcement_id") references "announcements" ("id") on update cascade on delete cascade;`,
      );
    }
  }
}
