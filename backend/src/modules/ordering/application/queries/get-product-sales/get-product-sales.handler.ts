import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetProductSalesQuery, ProductSales } from './get-product-sales.query';

@QueryHandler(GetProductSalesQuery)
export class GetProductSalesHandler implements IQueryHandler<GetProductSalesQuery, ProductSales> {
  constructor(private readonly em: EntityManager) {}

  async execute({ productIds, from, to }: GetProductSalesQuery): Promise<ProductSales> {
    if (productIds.length === 0) return { revenueCents: 0, orders: 0 };
    const [row] = await this.em.fork().execute<{ revenue: string | null; orders: string }[]>(
      `select coalesce(sum(i.price_cents::bigint * i.quantity), 0) as revenue, count(distinct o.id) as orders
         from order_items i join orders o on o.id = i.order_id
        where i.product_id = any(?::uuid[]) and o.status in ('paid', 'fulfilled') and o.created_at >= ? and o.created_at < ?`,
      [`{${productIds.join(',')}}`, from.toISOString(), to.toISOString()],
    );
    return { revenueCents: Number(row.revenue ?? 0), orders: Number(row.orders) };
  }
}
