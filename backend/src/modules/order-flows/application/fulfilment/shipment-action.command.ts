import { Command } from '@nestjs/cqrs';
import type { Carrier, HandoffId, RefusalReason, ShipmentActor, ShipmentMoved } from '../../../ordering';

/** What the seller (or an admin) does to a shipment; each is one transition. */
export type ShipmentAction =
  | { kind: 'pack' }
  | { kind: 'ship'; carrier: Carrier; trackingNumber: string }
  | { kind: 'out_for_delivery' }
  | { kind: 'deliver'; id: HandoffId }
  | { kind: 'refuse'; reason: RefusalReason };

export class ShipmentActionCommand extends Command<ShipmentMoved> {
  constructor(
    readonly shipmentId: string,
    readonly actor: ShipmentActor,
    readonly action: ShipmentAction,
  ) {
    super();
  }
}
