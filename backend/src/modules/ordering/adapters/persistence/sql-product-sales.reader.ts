import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ProductSalesReader } from '../../application/ports/product-sales.port';
import type { ProductSales } from '../../application/queries/get-product-sales/get-product-sales.query';
import type { ProductSalesBreakdown } from '../../application/queries/get-product-sales-breakdown/get-product-sales-breakdown.query';

const PAID_LINES = `from order_items i join orders o on o.id = i.order_id
  where i.product_id = any(?::uuid[]) and o.status in ('paid', 'fulfilled') and o.created_at >= ? and o.created_at < ?`;

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

  async breakdown(productIds: readonly string[], from: Date, to: Date): Promise<ProductSalesBreakdown> {
    if (productIds.length === 0) return { daily: [], byProduct: [] };
    const values = [`{${productIds.join(',')}}`, from.toISOString(), to.toISOString()];
    const em = this.em.fork();
    const daily = await em.execute<{ day: string; revenue: string; orders: string }[]>(
      `select to_char((o.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, sum(i.price_cents::bigint * i.quantity) as revenue, count(distinct o.id) as orders
       ${PAID_LINES} group by 1 order by 1`,
      values,
    );
    const byProduct = await em.execute<{ product_id: string; name: string; revenue: string; orders: string }[]>(
      `select i.product_id, max(i.product_name) as name, sum(i.price_cents::bigint * i.quantity) as revenue, count(distinct o.id) as orders
       ${PAID_LINES} group by i.product_id order by revenue desc, name limit 5`,
      values,
    );
    return {
      daily: daily.map((row) => ({ date: row.day, revenueCents: Number(row.revenue), orders: Number(row.orders) })),
      byProduct: byProduct.map((row) => ({ productId: row.product_id, name: row.name, revenueCents: Number(row.revenue), orders: Number(row.orders) })),
    };
  }
}
