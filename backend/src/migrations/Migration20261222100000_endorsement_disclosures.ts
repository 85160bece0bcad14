import { Migration } from '@mikro-orm/migrations';

/**
 * brand_campaigns_connections_v: which creator page has a material connection with which product, for the
 * 'Gifted' and 'Paid partnership' labels on its recommendations (docs/decisions/storefront-pages.md).
 * paid_partnership: an accepted offer in a sponsored or affiliate campaign, or an approved enrollment in an
 * affiliate program listing the product; gifted: any other accepted offer. One row per creator and product,
 * the stronger connection winning; a connection that ended (a completed campaign) still counts.
 */
export class Migration20261222100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create view "brand_campaigns_connections_v" as
      select "creator_id", "product_id", case when bool_or("paid") then 'paid_partnership' else 'gifted' end as "disclosure"
        from (
          select o."recipient_id" as "creator_id", o."product_id", coalesce(c."type" in ('sponsored', 'affiliate'), false) as "paid"
            from "gift_offers" o left join "campaigns" c on c."id" = o."campaign_id"
           where o."status" = 'accepted'
          union all
          select e."creator_id", listed."product_id", true
            from "affiliate_enrollments" e
            join "affiliate_programs" p on p."id" = e."program_id"
            cross join lateral unnest(p."product_ids") as listed("product_id")
           where e."status" in ('approved', 'active')
        ) connections
       group by "creator_id", "product_id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "brand_campaigns_connections_v";`);
  }
}
