import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../shared/application/unit-of-work';
import { OrderFulfilledByShipmentsError, OrderStatusChanged, OrderStatusTransitionError, ShipmentMoves } from '../../../ordering';
import { CancelOrderCommand } from '../fulfilment/cancel-order.command';
import { FulfilmentSteps } from '../fulfilment/fulfilment-steps';
import { ChangeOrderStatusCommand } from './change-order-status.command';

/**
 * An admin's order status change, mapped onto the shipments the order's status follows:
 * - cancelled: the order is cancelled as its shopper would (409 'already shipped' once anything left);
 * - refunded, top to bottom in ONE transaction: every shipment still with the seller is cancelled (its
 *   authorization released), every one that left is refunded what was captured (in transit: returned;
 *   delivered: stays delivered), the lines' commissions reversed; the order follows through the order
 *   table and the audit log records it. Nothing left to refund is the table's 409;
 * - fulfilled: an order is fulfilled shipment by shipment, the handoff needs the recipient's ID → 409.
 */
@CommandHandler(ChangeOrderStatusCommand)
export class OrderStatusFlow implements ICommandHandler<ChangeOrderStatusCommand, OrderStatusChanged> {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly commandBus: CommandBus,
    private readonly shipments: ShipmentMoves,
    private readonly steps: FulfilmentSteps,
  ) {}

  async execute({ orderId, status, changedBy }: ChangeOrderStatusCommand): Promise<OrderStatusChanged> {
    const admin = { userId: changedBy, role: 'admin' };
    if (status === 'cancelled') return this.commandBus.execute(new CancelOrderCommand(orderId, admin, null));
    if (status === 'fulfilled') {
      await this.unitOfWork.run((tx) => this.shipments.lockOrder(tx, orderId, null));
      throw new OrderFulfilledByShipmentsError();
    }
    return this.unitOfWork.run(async (tx) => {
      const now = this.clock.now();
      // ordering: the order and its shipments, locked.
      const order = await this.shipments.lockOrder(tx, orderId, null);

      // each shipment: released if it never left, refunded if it did.
      for (const shipment of order.shipments) {
        if (shipment.status === 'pending' || shipment.status === 'packed') await this.steps.cancel(tx, shipment, admin, now);
        else if (shipment.status === 'shipped' || shipment.status === 'out_for_delivery' || (shipment.status === 'delivered' && shipment.refundedCents === 0)) {
          await this.steps.refund(tx, shipment, admin, now);
        }
      }

      // ordering: the order follows (audited); nothing to refund is the table's refusal.
      const changed = await this.steps.followOrder(tx, orderId, admin, now);
      if (!changed) throw new OrderStatusTransitionError(order.status, 'refunded');
      return changed;
    });
  }
}
