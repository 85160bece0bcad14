import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { CreatorMetricsView, ListCreatorMetricsQuery } from './list-creator-metrics.query';

const CREATOR_METRICS = sqlStatement(
  'commissions.creator-metrics',
  'select creator_id, follower_count, conversion_rate30d, total_sales30d_cents, total_orders30d, top_categories from creator_metrics',
  z.object({
    creator_id: z.string(),
    follower_count: z.coerce.number(),
    conversion_rate30d: z.coerce.number(),
    total_sales30d_cents: z.coerce.number(),
    total_orders30d: z.coerce.number(),
    top_categories: z.array(z.string()).nullable(),
  }),
);

@QueryHandler(ListCreatorMetricsQuery)
export class ListCreatorMetricsHandler implements IQueryHandler<ListCreatorMetricsQuery, CreatorMetricsView[]> {
  constructor(private readonly sql: Sql) {}

  async execute(): Promise<CreatorMetricsView[]> {
    const rows = await this.sql.rows(CREATOR_METRICS);
    return rows.map((row) => ({
      creatorId: row.creator_id,
      followerCount: row.follower_count,
      conversionRate30d: row.conversion_rate30d,
      totalSales30dCents: row.total_sales30d_cents,
      totalOrders30d: row.total_orders30d,
      topCategories: row.top_categories ?? [],
    }));
  }
}
