import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { newestActivityFirst, toUserActivitySlice, userActivityRow, type UserActivitySlice } from '../../../../../shared/application/user-activity';
import { ListOrderActivityQuery } from './list-order-activity.query';

/** `$1` the user, `$2` the limit. */
const ACTIVITY = sqlStatement(
  'ordering.user-activity',
  newestActivityFirst(
    `select o.id::text as id, 'order' as kind, o.created_at as occurred_at, 'Order placed' as title,
           replace(o.status, '_', ' ') || ' · $' || to_char(o.total_cents / 100.0, 'FM999999990.00') as detail, '/orders/' || o.id as link
      from orders o where o.user_id = $1
    union all
    select e.id::text, 'shipment', e.created_at, 'Shipment from ' || coalesce(b.name, 'a brand') || ' ' || case e.to_status when 'pending' then 'created' else replace(e.to_status, '_', ' ') end,
           e.reason, '/orders/' || s.order_id
      from shipment_events e join shipments s on s.id = e.shipment_id join orders o on o.id = s.order_id
      left join catalog_brands_v b on b.id = s.brand_id
     where o.user_id = $1`,
  ),
  userActivityRow,
);

@QueryHandler(ListOrderActivityQuery)
export class ListOrderActivityHandler implements IQueryHandler<ListOrderActivityQuery, UserActivitySlice> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId, limit }: ListOrderActivityQuery): Promise<UserActivitySlice> {
    return toUserActivitySlice(await this.sql.rows(ACTIVITY, [userId, limit]));
  }
}
