import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { OrderStatus } from '../../../domain/order-status';
import { ORDER_STATUS_STORE, OrderStatusStore } from '../../ports/order-status.port';
import { GetOrderStatusQuery } from './get-order-status.query';

@QueryHandler(GetOrderStatusQuery)
export class GetOrderStatusHandler implements IQueryHandler<GetOrderStatusQuery, OrderStatus | null> {
  constructor(@Inject(ORDER_STATUS_STORE) private readonly store: OrderStatusStore) {}

  execute({ orderId }: GetOrderStatusQuery): Promise<OrderStatus | null> {
    return this.store.statusOf(orderId);
  }
}
