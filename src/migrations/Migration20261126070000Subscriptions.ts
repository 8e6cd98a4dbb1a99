import { Migration } from '@mikro-orm/migrations';

/**
 * Subscriptions (Pleroma's "notify me of this account's new statuses") get their own table: they no longer ride
 * on a follow, so an account can be subscribed to without being followed. Subscriptions kept on follow rows
 * (follow requests included) move over, then the follow column goes.
 */
export class Migration20261126070000Subscriptions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "subscriptions" ("id" serial primary key, "subscriber_id" int not null, "target_id" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "subscriptions_subscriber_id_index" on "subscriptions" ("subscriber_id");`);
    this.addSql(`create index "subscriptions_target_id_index" on "subscriptions" ("target_id");`);
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_subscriber_id_target_id_unique" unique ("subscriber_id", "target_id");`,
    );
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_subscriber_id_foreign" foreign key ("subscriber_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_target_id_foreign" foreign key ("target_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `insert into "subscriptions" ("subscriber_id", "target_id", "created_at") select "follower_id", "following_id", "created_at" from "follows" where "notify" order by "id";`,
    );
    this.addSql(`alter table "follows" drop column "notify";`);
  }
}
