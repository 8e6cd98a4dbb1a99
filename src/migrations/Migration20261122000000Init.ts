import { Migration } from '@mikro-orm/migrations';

/** Accounts, OAuth (apps, tokens, codes), browser sessions and database-stored settings. */
export class Migration20261122000000Init extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "instance_settings" ("group" text not null, "key" text not null, "value" jsonb not null, constraint "instance_settings_pkey" primary key ("group", "key"));`,
    );
    this.addSql(
      `create table "oauth_apps" ("id" serial primary key, "name" text not null, "client_id" text not null, "client_secret_sealed" text not null, "redirect_uris" text not null, "scopes" text not null, "website" text null, "trusted" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "oauth_apps" add constraint "oauth_apps_client_id_unique" unique ("client_id");`);
    this.addSql(
      `create table "users" ("id" serial primary key, "nickname" text not null, "email" text null, "password_hash" text null, "credentials_version" int not null default 1, "display_name" text null, "bio" text not null default '', "is_admin" boolean not null default false, "is_moderator" boolean not null default false, "local" boolean not null default true, "deactivated" boolean not null default false, "approval_pending" boolean not null default false, "confirmation_pending" boolean not null default false, "password_reset_pending" boolean not null default false, "registration_reason" text null, "tags" text[] not null default '{}', "actor_type" text not null default 'Person', "locked" boolean not null default false, "discoverable" boolean not null default true, "hide_followers" boolean not null default false, "hide_follows" boolean not null default false, "hide_followers_count" boolean not null default false, "hide_follows_count" boolean not null default false, "hide_favorites" boolean not null default true, "no_rich_text" boolean not null default false, "show_role" boolean not null default true, "skip_thread_containment" boolean not null default false, "allow_following_move" boolean not null default true, "default_scope" text not null default 'public', "raw_fields" jsonb not null default '[]', "avatar_url" text null, "header_url" text null, "background_url" text null, "settings_store" jsonb not null default '{}', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);
    this.addSql(`create unique index "users_nickname_lower_unique" on "users" (lower("nickname"));`);
    this.addSql(
      `create table "oauth_tokens" ("id" serial primary key, "token_hash" text not null, "refresh_token_hash" text null, "app_id" int not null, "user_id" int null, "scopes" text[] not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null);`,
    );
    this.addSql(`alter table "oauth_tokens" add constraint "oauth_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "oauth_tokens" add constraint "oauth_tokens_refresh_token_hash_unique" unique ("refresh_token_hash");`,
    );
    this.addSql(
      `create table "oauth_authorizations" ("id" serial primary key, "code_hash" text not null, "app_id" int not null, "user_id" int not null, "scopes" text[] not null, "redirect_uri" text not null, "expires_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "oauth_authorizations" add constraint "oauth_authorizations_code_hash_unique" unique ("code_hash");`,
    );
    this.addSql(
      `create table "web_sessions" ("id" serial primary key, "token_hash" text not null, "user_id" int not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null);`,
    );
    this.addSql(`alter table "web_sessions" add constraint "web_sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "oauth_tokens" add constraint "oauth_tokens_app_id_foreign" foreign key ("app_id") references "oauth_apps" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "oauth_tokens" add constraint "oauth_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "oauth_authorizations" add constraint "oauth_authorizations_app_id_foreign" foreign key ("app_id") references "oauth_apps" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "oauth_authorizations" add constraint "oauth_authorizations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "web_sessions" add constraint "web_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
