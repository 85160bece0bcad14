import { Query } from '@nestjs/cqrs';
import type { OrderView } from '../../ports/orders.port';

export class GetOrderQuery extends Query<OrderView> {
  constructor(
    readonly shopperId: string,
    readonly orderId: string,
  ) {
    super();
  }
}
