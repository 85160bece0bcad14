import { Query } from '@nestjs/cqrs';
import type { OrderStatus } from '../../../domain/order-status';

/** An order's current status, or null when there is no such order (the commission ledger explains entries with it). */
export class GetOrderStatusQuery extends Query<OrderStatus | null> {
  constructor(readonly orderId: string) {
    super();
  }
}
