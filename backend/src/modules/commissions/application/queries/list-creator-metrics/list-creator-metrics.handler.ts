import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CreatorMetricsView, ListCreatorMetricsQuery } from './list-creator-metrics.query';

@QueryHandler(ListCreatorMetricsQuery)
export class ListCreatorMetricsHandler implements IQueryHandler<ListCreatorMetricsQuery, CreatorMetricsView[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<CreatorMetricsView[]> {
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
}
