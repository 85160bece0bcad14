import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { AttributedCreator, ListAttributedCreatorsQuery } from './list-attributed-creators.query';

const TOP_CREATORS = sqlStatement(
  'commissions.top-attributed-creators',
  `select creator_id, sum(gmv_cents) as gmv, count(distinct order_id) filter (where kind = 'commission') as order_count from commission_entries
    where creator_id is not null and product_id = any($1::uuid[]) and status <> 'reversed' and created_at >= $2 and created_at < $3
    group by creator_id order by gmv desc, creator_id limit 5`,
  z.object({ creator_id: z.string(), gmv: z.coerce.number(), order_count: z.coerce.number() }),
);

@QueryHandler(ListAttributedCreatorsQuery)
export class ListAttributedCreatorsHandler implements IQueryHandler<ListAttributedCreatorsQuery, AttributedCreator[]> {
  constructor(private readonly sql: Sql) {}

  async execute({ productIds, from, to }: ListAttributedCreatorsQuery): Promise<AttributedCreator[]> {
    if (productIds.length === 0) return [];
    const rows = await this.sql.rows(TOP_CREATORS, [productIds, from, to]);
    return rows.map((row) => ({ creatorId: row.creator_id, attributedRevenueCents: row.gmv, orders: row.order_count }));
  }
}
