import { Command } from '@nestjs/cqrs';
import type { AdminOrderStatusTarget, OrderStatusChanged } from '../../../ordering';

export class ChangeOrderStatusCommand extends Command<OrderStatusChanged> {
  constructor(
    readonly orderId: string,
    readonly status: AdminOrderStatusTarget,
    /** The admin who asks for it. */
    readonly changedBy: string,
    /** The admin confirmed a second factor (or password) within the last 5 minutes: needed for a refund above $500. */
    readonly confirmed = true,
  ) {
    super();
  }
}
