import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's Delete unpublishes a creator page instead of removing the row (endorsements, follows and the
 * commission ledger point at it): creators.unpublished_at. The public creators view gains `published`
 * (appended, so existing readers keep their columns); the endorsements view keeps only published pages'
 * endorsements, so product ratings and brand cards forget an unpublished curator. Unpublishing or
 * republishing moves the catalog revision, because the catalog's cached answers show those ratings.
 */
export class Migration20261222090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "creators" add column "unpublished_at" timestamptz null;`);
    this.addSql(
      `create or replace view "curation_creators_v" as select "id", "user_id", "handle", "followers", "name", "avatar", "unpublished_at" is null as "published" from "creators";`,
    );
    this.addSql(`create or replace view "curation_endorsements_v" as
      select e."creator_id", e."product_id", e."rating" from "endorsements" e
      where exists (select 1 from "creators" c where c."id" = e."creator_id" and c."unpublished_at" is null);`);
    this.addSql(
      `create trigger "creators_publication_bump_catalog_revision" after update of "unpublished_at" on "creators" for each statement execute function "bump_catalog_revision"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "creators_publication_bump_catalog_revision" on "creators";`);
    this.addSql(`create or replace view "curation_endorsements_v" as select "creator_id", "product_id", "rating" from "endorsements";`);
    this.addSql(`drop view "curation_creators_v";`);
    this.addSql(`create view "curation_creators_v" as select "id", "user_id", "handle", "followers", "name", "avatar" from "creators";`);
    this.addSql(`alter table "creators" drop column "unpublished_at";`);
  }
}
