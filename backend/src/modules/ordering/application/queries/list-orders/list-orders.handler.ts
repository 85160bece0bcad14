import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ORDERS_REPOSITORY, OrdersRepository, OrderView } from '../../ports/orders.port';
import { ListOrdersQuery } from './list-orders.query';

@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery, OrderView[]> {
  constructor(@Inject(ORDERS_REPOSITORY) private readonly orders: OrdersRepository) {}

  execute({ shopperId, limit }: ListOrdersQuery): Promise<OrderView[]> {
    return this.orders.listForShopper(shopperId, limit);
  }
}
