import { Migration } from '@mikro-orm/migrations';

/**
 * What everyday clients call: bookmarks, lists and their members, timeline markers, polls and their
 * votes, keyword filters, pinned statuses, hashtags (for search by prefix, filled from the statuses there are)
 * and the full-text index statuses are searched by.
 */
export class Migration20261125200000Clients extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "hashtags" ("name" text not null, "created_at" timestamptz not null default now(), constraint "hashtags_pkey" primary key ("name"));`,
    );
    this.addSql(`create index "hashtags_name_prefix" on "hashtags" ("name" text_pattern_ops);`);
    this.addSql(
      `create table "polls" ("id" serial primary key, "status_id" int not null, "options" text[] not null, "multiple" boolean not null default false, "hide_totals" boolean not null default false, "expires_at" timestamptz not null, "end_notified" boolean not null default false);`,
    );
    this.addSql(`alter table "polls" add constraint "polls_status_id_unique" unique ("status_id");`);
    this.addSql(`create index "polls_pending_end" on "polls" ("expires_at") where not "end_notified";`);
    this.addSql(
      `create table "poll_votes" ("id" serial primary key, "poll_id" int not null, "user_id" int not null, "choice" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "poll_votes_user_id_index" on "poll_votes" ("user_id");`);
    this.addSql(
      `alter table "poll_votes" add constraint "poll_votes_poll_id_user_id_choice_unique" unique ("poll_id", "user_id", "choice");`,
    );
    this.addSql(
      `create table "markers" ("id" serial primary key, "user_id" int not null, "timeline" text not null, "last_read_id" text not null default '', "version" int not null default 0, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "markers" add constraint "markers_user_id_timeline_unique" unique ("user_id", "timeline");`,
    );
    this.addSql(
      `create table "lists" ("id" serial primary key, "user_id" int not null, "title" text not null, "replies_policy" text not null default 'list', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "lists_user_id_index" on "lists" ("user_id");`);
    this.addSql(
      `create table "list_members" ("id" serial primary key, "list_id" int not null, "account_id" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "list_members_account_id_index" on "list_members" ("account_id");`);
    this.addSql(
      `alter table "list_members" add constraint "list_members_list_id_account_id_unique" unique ("list_id", "account_id");`,
    );
    this.addSql(
      `create table "filters" ("id" serial primary key, "user_id" int not null, "phrase" text not null, "context" text[] not null, "whole_word" boolean not null default true, "irreversible" boolean not null default false, "expires_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "filters_user_id_index" on "filters" ("user_id");`);
    this.addSql(
      `create table "bookmarks" ("id" serial primary key, "user_id" int not null, "status_id" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "bookmarks_status_id_index" on "bookmarks" ("status_id");`);
    this.addSql(
      `alter table "bookmarks" add constraint "bookmarks_user_id_status_id_unique" unique ("user_id", "status_id");`,
    );
    this.addSql(
      `alter table "polls" add constraint "polls_status_id_foreign" foreign key ("status_id") references "statuses" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "poll_votes" add constraint "poll_votes_poll_id_foreign" foreign key ("poll_id") references "polls" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "poll_votes" add constraint "poll_votes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "markers" add constraint "markers_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "lists" add constraint "lists_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "list_members" add constraint "list_members_list_id_foreign" foreign key ("list_id") references "lists" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "list_members" add constraint "list_members_account_id_foreign" foreign key ("account_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "filters" add constraint "filters_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "bookmarks" add constraint "bookmarks_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "bookmarks" add constraint "bookmarks_status_id_foreign" foreign key ("status_id") references "statuses" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "statuses" add column "pinned_at" timestamptz null;`);
    this.addSql(
      `create index "statuses_text_search" on "statuses" using gin (to_tsvector('simple', "spoiler_text" || ' ' || "text"));`,
    );
    this.addSql(
      `insert into "hashtags" ("name") select distinct unnest("tags") from "statuses" on conflict do nothing;`,
    );
  }
}
