import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ProductSalesReader } from '../../application/ports/product-sales.port';
import type { ProductSales } from '../../application/queries/get-product-sales/get-product-sales.query';

@Injectable()
export class SqlProductSalesReader implements ProductSalesReader {
  constructor(private readonly em: EntityManager) {}

  async sales(productIds: readonly string[], from: Date, to: Date): Promise<ProductSales> {
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
