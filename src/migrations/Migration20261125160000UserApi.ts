import { Migration } from '@mikro-orm/migrations';

/**
 * The user API: multi-factor authentication (users' sealed TOTP secret, backup-code digests, last
 * accepted step; pending logins in mfa_challenges), notification settings, the mascot, answered captchas,
 * scrobbles, and the jobs table that runs imports in the background.
 */
export class Migration20261125160000UserApi extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "users" add column "mfa_enabled" boolean not null default false, add column "mfa_totp_secret_sealed" text null, add column "mfa_pending_secret_sealed" text null, add column "mfa_backup_code_hashes" text[] not null default '{}', add column "mfa_last_step" int null, add column "block_from_strangers" boolean not null default false, add column "hide_notification_contents" boolean not null default false, add column "mascot" jsonb null;`,
    );

    this.addSql(
      `create table "mfa_challenges" ("id" serial primary key, "token_hash" text not null, "user_id" int not null, "app_id" int null, "scopes" text[] not null, "redirect_uri" text null, "expires_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "mfa_challenges" add constraint "mfa_challenges_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "mfa_challenges" add constraint "mfa_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "mfa_challenges" add constraint "mfa_challenges_app_id_foreign" foreign key ("app_id") references "oauth_apps" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "captcha_uses" ("token_hash" text not null, "expires_at" timestamptz not null, constraint "captcha_uses_pkey" primary key ("token_hash"));`,
    );

    this.addSql(
      `create table "jobs" ("id" serial primary key, "kind" text not null, "payload" jsonb not null, "progress" int not null default 0, "state" text not null default 'queued', "attempts" int not null default 0, "run_at" timestamptz not null default now(), "locked_until" timestamptz null, "last_error" text null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "jobs_state_run_at_index" on "jobs" ("state", "run_at");`);

    this.addSql(
      `create table "scrobbles" ("id" serial primary key, "user_id" int not null, "title" text not null, "artist" text null, "album" text null, "length" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "scrobbles_user_id_id_index" on "scrobbles" ("user_id", "id");`);
    this.addSql(
      `alter table "scrobbles" add constraint "scrobbles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
