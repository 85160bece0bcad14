import { Command } from '@nestjs/cqrs';
import type { OrderStatusChanged } from '../../../ordering';

/** The shopper cancels their order (shopperId), or an admin any order (shopperId null). */
export class CancelOrderCommand extends Command<OrderStatusChanged> {
  constructor(
    readonly orderId: string,
    readonly actor: { userId: string; role: string },
    readonly shopperId: string | null,
  ) {
    super();
  }
}
