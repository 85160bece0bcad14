import { Migration } from '@mikro-orm/migrations';

/**
 * Brand tools: a creator has at most one pending gift offer per product, kept by the
 * database so two racing offers cannot both be pending. Pending offers past their expiry are expired
 * (by the job, on read, and before a new offer of the pair is written), so they never block one.
 */
export class Migration20261206120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "gift_offers" set "status" = 'expired' where "status" = 'pending' and "expires_at" <= now();`);
    this.addSql(`update "gift_offers" o set "status" = 'expired' where "status" = 'pending' and exists (
      select 1 from "gift_offers" newer where newer."recipient_id" = o."recipient_id" and newer."product_id" = o."product_id"
         and newer."status" = 'pending' and (newer."created_at", newer."id") > (o."created_at", o."id"));`);
    this.addSql(`create unique index "gift_offers_one_pending_unique" on "gift_offers" ("recipient_id", "product_id") where "status" = 'pending';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "gift_offers_one_pending_unique";`);
  }
}
