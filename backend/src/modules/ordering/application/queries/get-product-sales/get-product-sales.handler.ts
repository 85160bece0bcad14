import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { SOLD_LINE } from '../sold-lines';
import { GetProductSalesQuery, ProductSales } from './get-product-sales.query';

const PRODUCT_SALES = sqlStatement(
  'ordering.product-sales',
  `select coalesce(sum(i.price_cents::bigint * i.quantity), 0) as revenue, count(distinct o.id) as orders
     from order_items i join orders o on o.id = i.order_id
    where i.product_id = any($1::uuid[]) and ${SOLD_LINE} and o.created_at >= $2 and o.created_at < $3`,
  z.object({ revenue: z.coerce.number(), orders: z.coerce.number() }),
);

@QueryHandler(GetProductSalesQuery)
export class GetProductSalesHandler implements IQueryHandler<GetProductSalesQuery, ProductSales> {
  constructor(private readonly sql: Sql) {}

  async execute({ productIds, from, to }: GetProductSalesQuery): Promise<ProductSales> {
    if (productIds.length === 0) return { revenueCents: 0, orders: 0 };
    const row = await this.sql.one(PRODUCT_SALES, [productIds, from, to]);
    return { revenueCents: row.revenue, orders: row.orders };
  }
}
