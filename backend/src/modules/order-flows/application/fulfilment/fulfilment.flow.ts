import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../shared/application/unit-of-work';
import { normalizeTrackingNumber, ShipmentMoved, ShipmentMoves } from '../../../ordering';
import { FulfilmentSteps } from './fulfilment-steps';
import { ShipmentActionCommand } from './shipment-action.command';

/**
 * A seller's (or an admin's) step on a shipment, top to bottom, in ONE transaction: ordering locks
 * the shipment (its order's row first, so two sellers of one order take turns) and refuses another
 * brand's as not found; the step moves it (with its payment, ledger and audit parts, see
 * FulfilmentSteps); the order's status follows its shipments. A refused step writes nothing.
 */
@CommandHandler(ShipmentActionCommand)
export class FulfilmentFlow implements ICommandHandler<ShipmentActionCommand, ShipmentMoved> {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly shipments: ShipmentMoves,
    private readonly steps: FulfilmentSteps,
  ) {}

  execute({ shipmentId, actor, action }: ShipmentActionCommand): Promise<ShipmentMoved> {
    // Checked before any lock: a malformed tracking number is the caller's to fix whatever the shipment's state.
    const tracking = action.kind === 'ship' ? { carrier: action.carrier, trackingNumber: normalizeTrackingNumber(action.carrier, action.trackingNumber) } : undefined;
    return this.unitOfWork.run(async (tx) => {
      const now = this.clock.now();
      // ordering: the shipment, locked; another brand's is not found.
      const shipment = await this.shipments.lockShipment(tx, shipmentId, actor);

      // the step: ordering's move, the payment, the ledger, the audit.
      let moved: ShipmentMoved;
      switch (action.kind) {
        case 'pack':
          moved = await this.steps.pack(tx, shipment, actor, now);
          break;
        case 'ship':
          moved = await this.steps.leave(tx, shipment, 'shipped', actor, now, tracking);
          break;
        case 'out_for_delivery':
          moved = await this.steps.leave(tx, shipment, 'out_for_delivery', actor, now);
          break;
        case 'deliver':
          moved = await this.steps.deliver(tx, shipment, actor, action.id, now);
          break;
        case 'refuse':
          moved = await this.steps.refuse(tx, shipment, actor, action.reason, now);
          break;
      }

      // ordering: the order's status follows its shipments.
      await this.steps.followOrder(tx, shipment.orderId, actor, now);
      return moved;
    });
  }
}
