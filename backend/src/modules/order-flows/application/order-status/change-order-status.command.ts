import { Command } from '@nestjs/cqrs';
import type { OrderStatus, OrderStatusChanged } from '../../../ordering';

export class ChangeOrderStatusCommand extends Command<OrderStatusChanged> {
  constructor(
    readonly orderId: string,
    readonly status: OrderStatus,
    /** The admin who asks for it. */
    readonly changedBy: string | null,
  ) {
    super();
  }
}
