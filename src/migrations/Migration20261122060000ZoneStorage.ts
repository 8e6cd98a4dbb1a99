import { Migration } from '@mikro-orm/migrations';

/**
 * A zone version's records as JSON text instead of jsonb, and both large columns stored uncompressed: on
 * PGlite, compressing and parsing ~2.7 MB per 1 MB zone cost more than the rest of an upload together.
 */
export class Migration20261122060000ZoneStorage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "zone_versions" alter column "records" type text using "records"::text;`);
    this.addSql(`alter table "zone_versions" alter column "records" set storage external;`);
    this.addSql(`alter table "zone_versions" alter column "text" set storage external;`);
  }
}
