import { Migration } from '@mikro-orm/migrations';

/** Mastodon 4's filters (/api/v2/filters): a filter with its keywords and statuses. */
export class Migration20261129040000FiltersV2 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "custom_filters" ("id" serial primary key, "user_id" int not null, "title" text not null, "context" text[] not null, "action" text not null default 'warn', "expires_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "custom_filters_user_id_index" on "custom_filters" ("user_id");`);
    this.addSql(
      `alter table "custom_filters" add constraint "custom_filters_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "filter_keywords" ("id" serial primary key, "filter_id" int not null, "keyword" text not null, "whole_word" boolean not null default true);`,
    );
    this.addSql(`create index "filter_keywords_filter_id_index" on "filter_keywords" ("filter_id");`);
    this.addSql(
      `alter table "filter_keywords" add constraint "filter_keywords_filter_id_foreign" foreign key ("filter_id") references "custom_filters" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "filter_statuses" ("id" serial primary key, "filter_id" int not null, "status_id" int not null);`,
    );
    this.addSql(
      `alter table "filter_statuses" add constraint "filter_statuses_filter_id_status_id_unique" unique ("filter_id", "status_id");`,
    );
    this.addSql(`create index "filter_statuses_status_id_index" on "filter_statuses" ("status_id");`);
    this.addSql(
      `alter table "filter_statuses" add constraint "filter_statuses_filter_id_foreign" foreign key ("filter_id") references "custom_filters" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "filter_statuses" add constraint "filter_statuses_status_id_foreign" foreign key ("status_id") references "statuses" ("id") on update cascade on delete cascade;`,
    );
  }
}
