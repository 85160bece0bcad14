import { Migration } from '@mikro-orm/migrations';

/**
 * Product ratings are the average of the curators' endorsement ratings: curation's public endorsement
 * view gains `rating` (appended, so every existing reader keeps its columns), and a change to
 * endorsements moves the catalog revision, because the catalog's cached answers now show those ratings.
 * The header search finds curators by handle and name: the creators view gains `name` and `avatar`.
 */
export class Migration20261210100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace view "curation_endorsements_v" as select "creator_id", "product_id", "rating" from "endorsements";`);
    this.addSql(`create or replace view "curation_creators_v" as select "id", "user_id", "handle", "followers", "name", "avatar" from "creators";`);
    this.addSql(
      `create trigger "endorsements_bump_catalog_revision" after insert or update or delete or truncate on "endorsements" for each statement execute function "bump_catalog_revision"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "endorsements_bump_catalog_revision" on "endorsements";`);
    this.addSql(`drop view "curation_creators_v";`);
    this.addSql(`create view "curation_creators_v" as select "id", "user_id", "handle", "followers" from "creators";`);
    this.addSql(`drop view "curation_endorsements_v";`);
    this.addSql(`create view "curation_endorsements_v" as select "creator_id", "product_id" from "endorsements";`);
  }
}
