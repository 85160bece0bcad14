import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { GetProductAttributionQuery, ProductAttribution } from './get-product-attribution.query';

const CREATOR_LINK_CLICKS = sqlStatement(
  'commissions.creator-link-clicks',
  'select count(*) as n from click_logs where creator_id is not null and product_id = any($1::uuid[]) and created_at >= $2 and created_at < $3',
  z.object({ n: z.coerce.number() }),
);

const ATTRIBUTED_GMV = sqlStatement(
  'commissions.attributed-gmv',
  `select coalesce(sum(gmv_cents), 0) as gmv from commission_entries where product_id = any($1::uuid[]) and status <> 'reversed' and created_at >= $2 and created_at < $3`,
  z.object({ gmv: z.coerce.number() }),
);

@QueryHandler(GetProductAttributionQuery)
export class GetProductAttributionHandler implements IQueryHandler<GetProductAttributionQuery, ProductAttribution> {
  constructor(private readonly sql: Sql) {}

  async execute({ productIds, from, to }: GetProductAttributionQuery): Promise<ProductAttribution> {
    if (productIds.length === 0) return { clicks: 0, attributedRevenueCents: 0 };
    const values = [productIds, from, to];
    const [clicks, sales] = await Promise.all([this.sql.one(CREATOR_LINK_CLICKS, values), this.sql.one(ATTRIBUTED_GMV, values)]);
    return { clicks: clicks.n, attributedRevenueCents: sales.gmv };
  }
}
