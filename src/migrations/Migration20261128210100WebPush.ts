import { Migration } from '@mikro-orm/migrations';

/** Web Push: the instance's VAPID keys and the push subscriptions (/api/v1/push/subscription). */
export class Migration20261128210100WebPush extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "web_push_keys" ("id" int not null, "public_key" text not null, "private_key_sealed" text not null, constraint "web_push_keys_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create table "push_subscriptions" ("id" serial primary key, "user_id" int not null, "token_id" int not null, "endpoint" text not null, "key_p256dh" text not null, "key_auth" text not null, "access_token_sealed" text not null, "alerts" jsonb not null, "policy" text not null default 'all', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "push_subscriptions_user_id_index" on "push_subscriptions" ("user_id");`);
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_token_id_unique" unique ("token_id");`,
    );
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_token_id_foreign" foreign key ("token_id") references "oauth_tokens" ("id") on update cascade on delete cascade;`,
    );
  }
}
