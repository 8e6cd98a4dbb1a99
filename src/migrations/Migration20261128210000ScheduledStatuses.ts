import { Migration } from '@mikro-orm/migrations';

/** Statuses to post later (POST /api/v1/statuses with scheduled_at, /api/v1/scheduled_statuses). */
export class Migration20261128210000ScheduledStatuses extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "scheduled_statuses" ("id" serial primary key, "user_id" int not null, "application_id" int null, "scheduled_at" timestamptz not null, "params" jsonb not null, "claimed_until" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "scheduled_statuses_scheduled_at_index" on "scheduled_statuses" ("scheduled_at");`);
    this.addSql(`create index "scheduled_statuses_user_id_id_index" on "scheduled_statuses" ("user_id", "id");`);
    this.addSql(
      `alter table "scheduled_statuses" add constraint "scheduled_statuses_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "scheduled_statuses" add constraint "scheduled_statuses_application_id_foreign" foreign key ("application_id") references "oauth_apps" ("id") on update cascade on delete set null;`,
    );
  }
}
