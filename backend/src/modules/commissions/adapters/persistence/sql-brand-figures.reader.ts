import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BrandFiguresReader } from '../../application/ports/brand-figures.port';
import type { ProductAttribution } from '../../application/queries/get-product-attribution/get-product-attribution.query';
import type { AttributedCreator } from '../../application/queries/list-attributed-creators/list-attributed-creators.query';
import type { CreatorMetricsView } from '../../application/queries/list-creator-metrics/list-creator-metrics.query';

@Injectable()
export class SqlBrandFiguresReader implements BrandFiguresReader {
  constructor(private readonly em: EntityManager) {}

  async creatorMetrics(): Promise<CreatorMetricsView[]> {
    const rows = await this.em.fork().execute<{ creator_id: string; follower_count: number; conversion_rate30d: string; total_sales30d_cents: string; total_orders30d: number; top_categories: string[] }[]>(
      'select creator_id, follower_count, conversion_rate30d, total_sales30d_cents, total_orders30d, top_categories from creator_metrics',
    );
    return rows.map((row) => ({
      creatorId: row.creator_id,
      followerCount: Number(row.follower_count),
      conversionRate30d: Number(row.conversion_rate30d),
      totalSales30dCents: Number(row.total_sales30d_cents),
      totalOrders30d: Number(row.total_orders30d),
      topCategories: row.top_categories ?? [],
    }));
  }

  async productAttribution(productIds: readonly string[], from: Date, to: Date): Promise<ProductAttribution> {
    if (productIds.length === 0) return { clicks: 0, attributedRevenueCents: 0 };
    const ids = `{${productIds.join(',')}}`;
    const em = this.em.fork();
    const [clicks] = await em.execute<{ n: string }[]>(
      'select count(*) as n from click_logs where creator_id is not null and product_id = any(?::uuid[]) and created_at >= ? and created_at < ?',
      [ids, from.toISOString(), to.toISOString()],
    );
    const [sales] = await em.execute<{ gmv: string | null }[]>(
      `select coalesce(sum(gmv_cents), 0) as gmv from commission_entries where product_id = any(?::uuid[]) and status <> 'reversed' and created_at >= ? and created_at < ?`,
      [ids, from.toISOString(), to.toISOString()],
    );
    return { clicks: Number(clicks.n), attributedRevenueCents: Number(sales.gmv ?? 0) };
  }

  async topCreators(productIds: readonly string[], from: Date, to: Date): Promise<AttributedCreator[]> {
    if (productIds.length === 0) return [];
    const rows = await this.em.fork().execute<{ creator_id: string; gmv: string; order_count: string }[]>(
      `select creator_id, sum(gmv_cents) as gmv, count(distinct order_id) filter (where kind = 'commission') as order_count from commission_entries
        where creator_id is not null and product_id = any(?::uuid[]) and status <> 'reversed' and created_at >= ? and created_at < ?
        group by creator_id order by gmv desc, creator_id limit 5`,
      [`{${productIds.join(',')}}`, from.toISOString(), to.toISOString()],
    );
    return rows.map((row) => ({ creatorId: row.creator_id, attributedRevenueCents: Number(row.gmv), orders: Number(row.order_count) }));
  }
}
