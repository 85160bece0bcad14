import { Query } from '@nestjs/cqrs';
import type { ShipmentView } from '../shipment-views';

/** The shipment that carries an order line, with its timeline; null when the line has none. */
export class GetShipmentHistoryQuery extends Query<ShipmentView | null> {
  constructor(readonly orderItemId: string) {
    super();
  }
}
