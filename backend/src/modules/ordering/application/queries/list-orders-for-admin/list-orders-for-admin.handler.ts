import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { ORDER_STATUSES } from '../../../domain/order-status-values';
import { AdminOrderRow, ListOrdersForAdminQuery } from './list-orders-for-admin.query';

const ORDER_ROW = z.object({
  id: z.string(),
  user_id: z.string(),
  creator_id: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  fulfillment_type: z.string(),
  total_cents: z.coerce.number(),
  item_count: z.coerce.number(),
  created_at: z.date(),
});

/** `$1` is the status, or null for every order. */
const ORDER_PAGE = sqlStatement(
  'ordering.admin-order-page',
  `select o.id, o.user_id, o.creator_id, o.status, o.fulfillment_type, o.total_cents, o.created_at,
          (select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id) as item_count
     from orders o where ($1::text is null or o.status = $1) order by o.created_at desc, o.id desc limit $2 offset $3`,
  ORDER_ROW,
);

const ORDER_COUNT = sqlStatement(
  'ordering.admin-order-count',
  'select count(*)::int as total from orders o where ($1::text is null or o.status = $1)',
  z.object({ total: z.number() }),
);

@QueryHandler(ListOrdersForAdminQuery)
export class ListOrdersForAdminHandler implements IQueryHandler<ListOrdersForAdminQuery, { items: AdminOrderRow[]; total: number }> {
  constructor(private readonly sql: Sql) {}

  async execute({ filter: { status, limit, offset } }: ListOrdersForAdminQuery): Promise<{ items: AdminOrderRow[]; total: number }> {
    const [{ total }, rows] = await Promise.all([this.sql.one(ORDER_COUNT, [status ?? null]), this.sql.rows(ORDER_PAGE, [status ?? null, limit, offset])]);
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        userId: row.user_id,
        creatorId: row.creator_id,
        status: row.status,
        fulfillmentType: row.fulfillment_type,
        totalCents: row.total_cents,
        itemCount: row.item_count,
        createdAt: row.created_at,
      })),
    };
  }
}
