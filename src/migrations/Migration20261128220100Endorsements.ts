import { Migration } from '@mikro-orm/migrations';

/** Accounts a user features on their profile (POST /api/v1/accounts/:id/pin). */
export class Migration20261128220100Endorsements extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "endorsements" ("id" serial primary key, "user_id" int not null, "target_id" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "endorsements" add constraint "endorsements_user_id_target_id_unique" unique ("user_id", "target_id");`,
    );
    this.addSql(`create index "endorsements_target_id_index" on "endorsements" ("target_id");`);
    for (const column of ['user_id', 'target_id'])
      this.addSql(
        `alter table "endorsements" add constraint "endorsements_${column}_foreign" foreign key ("${column}") references "users" ("id") on update cascade on delete cascade;`,
      );
  }
}
