import { Query } from '@nestjs/cqrs';
import type { OrderView } from '../../ports/orders.port';

export class ListOrdersQuery extends Query<OrderView[]> {
  constructor(
    readonly shopperId: string,
    readonly limit: number,
  ) {
    super();
  }
}
