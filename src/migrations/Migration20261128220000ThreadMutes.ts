import { Migration } from '@mikro-orm/migrations';

/** Threads whose notifications a user stopped (POST /api/v1/statuses/:id/mute). */
export class Migration20261128220000ThreadMutes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "thread_mutes" ("id" serial primary key, "user_id" int not null, "context_id" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "thread_mutes" add constraint "thread_mutes_user_id_context_id_unique" unique ("user_id", "context_id");`,
    );
    this.addSql(`create index "thread_mutes_context_id_index" on "thread_mutes" ("context_id");`);
    this.addSql(
      `alter table "thread_mutes" add constraint "thread_mutes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "thread_mutes" add constraint "thread_mutes_context_id_foreign" foreign key ("context_id") references "status_contexts" ("id") on update cascade on delete cascade;`,
    );
  }
}
