import { Migration } from '@mikro-orm/migrations';

/** The instance's rules (GET /api/v1/instance/rules, edited through the admin API). */
export class Migration20261128230100InstanceRules extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "instance_rules" ("id" serial primary key, "priority" int not null default 0, "text" text not null, "hint" text not null default '');`,
    );
  }
}
