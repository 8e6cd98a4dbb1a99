import { Migration } from '@mikro-orm/migrations';

/** Domains an account hides (GET/POST/DELETE /api/v1/domain_blocks). */
export class Migration20261128150000DomainBlocks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "domain_blocks" ("id" serial primary key, "user_id" int not null, "domain" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "domain_blocks" add constraint "domain_blocks_user_id_domain_unique" unique ("user_id", "domain");`,
    );
    this.addSql(
      `alter table "domain_blocks" add constraint "domain_blocks_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
