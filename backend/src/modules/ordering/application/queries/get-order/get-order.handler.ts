import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../../../../shared/application/sql';
import { OrderNotFoundError } from '../../../domain/checkout.errors';
import type { OrderView } from '../../ports/orders.port';
import { orderViews, SHOPPER_ORDER } from '../order-views';
import { GetOrderQuery } from './get-order.query';

@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery, OrderView> {
  constructor(private readonly sql: Sql) {}

  async execute({ shopperId, orderId }: GetOrderQuery): Promise<OrderView> {
    const [order] = await orderViews(this.sql, await this.sql.rows(SHOPPER_ORDER, [shopperId, orderId]));
    if (!order) throw new OrderNotFoundError();
    return order;
  }
}
