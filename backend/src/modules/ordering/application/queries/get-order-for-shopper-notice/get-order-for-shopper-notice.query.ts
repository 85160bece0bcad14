import { Query } from '@nestjs/cqrs';
import type { OrderView } from '../../ports/orders.port';

/** An order with its shopper, for telling the shopper about it (mail); null when there is no such order. */
export class GetOrderForShopperNoticeQuery extends Query<(OrderView & { shopperId: string }) | null> {
  constructor(readonly orderId: string) {
    super();
  }
}
