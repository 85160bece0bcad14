import { Command } from '@nestjs/cqrs';
import type { OrderStatusChanged } from '../../../domain/order-status-changed';
import type { OrderStatus } from '../../../domain/order-status';

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
