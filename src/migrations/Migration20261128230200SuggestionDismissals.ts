import { Migration } from '@mikro-orm/migrations';

/** Accounts each user asked not to be suggested again. */
export class Migration20261128230200SuggestionDismissals extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "suggestion_dismissals" ("id" serial primary key, "user_id" int not null, "account_id" int not null);`,
    );
    this.addSql(`create index "suggestion_dismissals_account_id_index" on "suggestion_dismissals" ("account_id");`);
    this.addSql(
      `alter table "suggestion_dismissals" add constraint "suggestion_dismissals_user_id_account_id_unique" unique ("user_id", "account_id");`,
    );
    for (const column of ['user_id', 'account_id']) {
      this.addSql(
        `alter table "suggestion_dismissals" add constraint "suggestion_dismissals_${column}_foreign" foreign key ("${column}") references "users" ("id") on update cascade on delete cascade;`,
      );
    }
  }
}
