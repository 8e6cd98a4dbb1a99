import { Migration } from '@mikro-orm/migrations';

/**
 * ActivityPub federation: Fedify's key–value store, the actors' key pairs, and what a remote
 * account or status needs (its ActivityPub id, inboxes, page).
 */
export class Migration20261126050000Federation extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "federation_kv" ("key" text not null, "value" jsonb not null, "expires_at" timestamptz null, constraint "federation_kv_pkey" primary key ("key"));`,
    );
    this.addSql(`create index "federation_kv_expires_at_index" on "federation_kv" ("expires_at");`);
    this.addSql(
      `create table "actor_keys" ("id" serial primary key, "actor" text not null, "algorithm" text not null, "public_jwk" jsonb not null, "private_jwk_sealed" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "actor_keys" add constraint "actor_keys_actor_algorithm_unique" unique ("actor", "algorithm");`,
    );
    this.addSql(
      `alter table "users" add column "ap_id" text null, add column "inbox_url" text null, add column "shared_inbox_url" text null, add column "profile_url" text null;`,
    );
    this.addSql(`alter table "users" add constraint "users_ap_id_unique" unique ("ap_id");`);
    this.addSql(`alter table "statuses" add column "ap_id" text null, add column "url" text null;`);
    this.addSql(`alter table "statuses" add constraint "statuses_ap_id_unique" unique ("ap_id");`);
  }
}
