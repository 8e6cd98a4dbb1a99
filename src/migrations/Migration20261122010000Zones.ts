import { Migration } from '@mikro-orm/migrations';

/** The zone service: zones, their versions (text and records) and every upload attempt. */
export class Migration20261122010000Zones extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "zones" ("id" serial primary key, "origin" text not null, "owner_id" int not null, "current_version_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "zones" add constraint "zones_origin_unique" unique ("origin");`);
    this.addSql(
      `create table "zone_versions" ("id" serial primary key, "zone_id" int not null, "uploaded_by_id" int not null, "serial" bigint null, "record_count" int not null, "text" text not null, "records" jsonb not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "zone_uploads" ("id" serial primary key, "user_id" int not null, "client_filename" text null, "stored_path" text not null, "size" int not null, "status" text not null, "origin" text null, "errors" jsonb null, "zone_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "zones" add constraint "zones_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "zones" add constraint "zones_current_version_id_foreign" foreign key ("current_version_id") references "zone_versions" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "zone_versions" add constraint "zone_versions_zone_id_foreign" foreign key ("zone_id") references "zones" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "zone_versions" add constraint "zone_versions_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "zone_uploads" add constraint "zone_uploads_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "zone_uploads" add constraint "zone_uploads_zone_id_foreign" foreign key ("zone_id") references "zones" ("id") on update cascade on delete set null;`,
    );
  }
}
