import { Migration } from '@mikro-orm/migrations';

/** Accounts: private notes on other accounts, and the default sensitivity of new statuses. */
export class Migration20261122030000Accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "account_notes" ("id" serial primary key, "author_id" int not null, "target_id" int not null, "comment" text not null, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "account_notes" add constraint "account_notes_author_id_target_id_unique" unique ("author_id", "target_id");`,
    );
    this.addSql(
      `alter table "account_notes" add constraint "account_notes_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "account_notes" add constraint "account_notes_target_id_foreign" foreign key ("target_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "users" add column "default_sensitive" boolean not null default false;`);
  }
}
