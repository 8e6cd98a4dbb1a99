import { Migration } from '@mikro-orm/migrations';

/**
 * Account migration: the actor ids an account is also known as (its aliases, `alsoKnownAs`) and the account it
 * moved to (`movedTo`, Mastodon's `moved`).
 */
export class Migration20261129000000AccountMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "also_known_as" text[] not null default '{}';`);
    this.addSql(`alter table "users" add column "moved_to_id" int null;`);
    this.addSql(
      `alter table "users" add constraint "users_moved_to_id_foreign" foreign key ("moved_to_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }
}
