import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../shared/application/unit-of-work';
import { hasLeft, OrderAlreadyShippedError, OrderStatusChanged, OrderStatusTransitionError, ShipmentMoves } from '../../../ordering';
import { CancelOrderCommand } from './cancel-order.command';
import { FulfilmentSteps } from './fulfilment-steps';

/**
 * Cancelling an order, top to bottom, in ONE transaction: ordering locks the order and its shipments
 * (another shopper's order is not found); if any shipment has left → 409 'already shipped'; else each
 * shipment is cancelled (its authorization released at once, the lines' commissions reversed) and the
 * order follows to cancelled through the order table (a cancelled or refunded order answers 409 naming both states).
 */
@CommandHandler(CancelOrderCommand)
export class OrderCancellationFlow implements ICommandHandler<CancelOrderCommand, OrderStatusChanged> {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly shipments: ShipmentMoves,
    private readonly steps: FulfilmentSteps,
  ) {}

  execute({ orderId, actor, shopperId }: CancelOrderCommand): Promise<OrderStatusChanged> {
    return this.unitOfWork.run(async (tx) => {
      const now = this.clock.now();
      // ordering: the order and its shipments, locked.
      const order = await this.shipments.lockOrder(tx, orderId, shopperId);
      if (order.shipments.some((shipment) => hasLeft(shipment.status))) throw new OrderAlreadyShippedError();

      // each shipment still here: released, cancelled, its commissions reversed.
      for (const shipment of order.shipments) {
        if (shipment.status !== 'cancelled') await this.steps.cancel(tx, shipment, actor, now);
      }

      // ordering: the order follows; nothing left to cancel is the table's refusal.
      const changed = await this.steps.followOrder(tx, orderId, actor, now);
      if (!changed) throw new OrderStatusTransitionError(order.status, 'cancelled');
      return changed;
    });
  }
}
