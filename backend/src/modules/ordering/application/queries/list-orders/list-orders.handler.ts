import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../../../../shared/application/sql';
import type { OrderView } from '../../ports/orders.port';
import { orderViews, SHOPPER_ORDERS } from '../order-views';
import { ListOrdersQuery } from './list-orders.query';

@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery, OrderView[]> {
  constructor(private readonly sql: Sql) {}

  async execute({ shopperId, limit }: ListOrdersQuery): Promise<OrderView[]> {
    return orderViews(this.sql, await this.sql.rows(SHOPPER_ORDERS, [shopperId, limit]));
  }
}
