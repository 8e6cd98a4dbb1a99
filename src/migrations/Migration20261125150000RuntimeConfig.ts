import { Migration } from '@mikro-orm/migrations';

/**
 * Runtime configuration in Pleroma's terms: rows of instance_settings become `{":pleroma", ":instance",
 * keyword list}` in the JSON form of Elixir terms; need_reboot gets its shared row; admins' instance documents.
 */
export class Migration20261125150000RuntimeConfig extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "instance_settings" set "group" = ':' || "group", "key" = ':' || "key",
      "value" = (select coalesce(jsonb_agg(jsonb_build_object('tuple', jsonb_build_array(':' || e.key, e.value))), '[]'::jsonb) from jsonb_each("value") e)
      where "group" not like ':%' and jsonb_typeof("value") = 'object';`);
    this.addSql(
      `create table "config_state" ("id" int not null default 1, "need_reboot" boolean not null default false, constraint "config_state_pkey" primary key ("id"));`,
    );
    this.addSql(`insert into "config_state" ("id", "need_reboot") values (1, false);`);
    this.addSql(
      `create table "instance_documents" ("name" text not null, "html" text not null, "updated_at" timestamptz not null default now(), constraint "instance_documents_pkey" primary key ("name"));`,
    );
  }
}
