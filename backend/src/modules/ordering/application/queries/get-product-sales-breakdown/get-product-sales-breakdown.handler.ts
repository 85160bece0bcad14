import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { SOLD_LINE } from '../sold-lines';
import { GetProductSalesBreakdownQuery, ProductSalesBreakdown } from './get-product-sales-breakdown.query';

const PAID_LINES = `from order_items i join orders o on o.id = i.order_id
  where i.product_id = any($1::uuid[]) and ${SOLD_LINE} and o.created_at >= $2 and o.created_at < $3`;

const DAILY_SALES = sqlStatement(
  'ordering.product-sales-daily',
  `select to_char((o.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, sum(i.price_cents::bigint * i.quantity) as revenue, count(distinct o.id) as orders
   ${PAID_LINES} group by 1 order by 1`,
  z.object({ day: z.string(), revenue: z.coerce.number(), orders: z.coerce.number() }),
);

const BEST_SELLERS = sqlStatement(
  'ordering.product-sales-best-sellers',
  `select i.product_id, max(i.product_name) as name, sum(i.price_cents::bigint * i.quantity) as revenue, count(distinct o.id) as orders
   ${PAID_LINES} group by i.product_id order by revenue desc, name limit 5`,
  z.object({ product_id: z.string(), name: z.string(), revenue: z.coerce.number(), orders: z.coerce.number() }),
);

@QueryHandler(GetProductSalesBreakdownQuery)
export class GetProductSalesBreakdownHandler implements IQueryHandler<GetProductSalesBreakdownQuery, ProductSalesBreakdown> {
  constructor(private readonly sql: Sql) {}

  async execute({ productIds, from, to }: GetProductSalesBreakdownQuery): Promise<ProductSalesBreakdown> {
    if (productIds.length === 0) return { daily: [], byProduct: [] };
    const values = [productIds, from, to];
    const [daily, byProduct] = await Promise.all([this.sql.rows(DAILY_SALES, values), this.sql.rows(BEST_SELLERS, values)]);
    return {
      daily: daily.map((row) => ({ date: row.day, revenueCents: row.revenue, orders: row.orders })),
      byProduct: byProduct.map((row) => ({ productId: row.product_id, name: row.name, revenueCents: row.revenue, orders: row.orders })),
    };
  }
}
