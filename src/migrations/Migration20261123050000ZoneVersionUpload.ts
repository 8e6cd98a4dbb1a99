import { Migration } from '@mikro-orm/migrations';

/**
 * A version's text is its upload's kept file (zone_versions.upload_id) instead of a second copy in the
 * database; versions stored before keep theirs in "text". Records become tab-separated lines (see
 * src/zones/stored-records.ts) instead of a JSON array: smaller, and cheaper to build on upload.
 */
export class Migration20261123050000ZoneVersionUpload extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "zone_versions" add column "upload_id" int null;`);
    this.addSql(
      `alter table "zone_versions" add constraint "zone_versions_upload_id_foreign" foreign key ("upload_id") references "zone_uploads" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`alter table "zone_versions" alter column "text" drop not null;`);
    this.addSql(`update "zone_versions" set "records" = coalesce((
      select string_agg(concat_ws(E'\\t', r->>0, r->>1, r->>2, r->>3, r->>4) || E'\\n', '' order by n)
      from json_array_elements("records"::json) with ordinality as t(r, n)), '');`);
  }
}
