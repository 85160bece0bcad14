import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OrderNotFoundError } from '../../../domain/checkout.errors';
import { ORDERS_REPOSITORY, OrdersRepository, OrderView } from '../../ports/orders.port';
import { GetOrderQuery } from './get-order.query';

@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery, OrderView> {
  constructor(@Inject(ORDERS_REPOSITORY) private readonly orders: OrdersRepository) {}

  async execute({ shopperId, orderId }: GetOrderQuery): Promise<OrderView> {
    const order = await this.orders.findForShopper(shopperId, orderId);
    if (!order) throw new OrderNotFoundError();
    return order;
  }
}
