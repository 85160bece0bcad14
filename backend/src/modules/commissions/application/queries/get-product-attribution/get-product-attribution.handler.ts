import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetProductAttributionQuery, ProductAttribution } from './get-product-attribution.query';

@QueryHandler(GetProductAttributionQuery)
export class GetProductAttributionHandler implements IQueryHandler<GetProductAttributionQuery, ProductAttribution> {
  constructor(private readonly em: EntityManager) {}

  async execute({ productIds, from, to }: GetProductAttributionQuery): Promise<ProductAttribution> {
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
}
