import { Migration } from '@mikro-orm/migrations';

/** A zone version's records are read from its kept upload: the column stays for versions stored before. */
export class Migration20261130080000ZoneRecordsFromUpload extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "zone_versions" alter column "records" drop not null;`);
  }
}
