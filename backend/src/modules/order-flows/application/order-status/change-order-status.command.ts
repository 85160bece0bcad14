import { Command } from '@nestjs/cqrs';
import type { AdminOrderStatusTarget, OrderStatusChanged } from '../../../ordering';

export class ChangeOrderStatusCommand extends Command<OrderStatusChanged> {
  constructor(
    readonly orderId: string,
    readonly status: AdminOrderStatusTarget,
    /** The admin who asks for it. */
    readonly changedBy: string,
  ) {
    super();
  }
}
