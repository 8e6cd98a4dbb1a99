import { Migration } from '@mikro-orm/migrations';

/** The versions of edited statuses (GET /api/v1/statuses/:id/history). */
export class Migration20261128220200StatusVersions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "status_versions" ("id" serial primary key, "status_id" int not null, "text" text not null, "content" text not null, "spoiler_text" text not null, "sensitive" boolean not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "status_versions_status_id_index" on "status_versions" ("status_id");`);
    this.addSql(
      `alter table "status_versions" add constraint "status_versions_status_id_foreign" foreign key ("status_id") references "statuses" ("id") on update cascade on delete cascade;`,
    );
  }
}
