import { DomainError } from '../../../shared/domain/domain-error';
import { allowedMovesPhrase, transitionTable } from '../../../shared/domain/transition-table';
import { SHIPMENT_STATUSES, type ShipmentStatus } from './shipment-status-values';

export { SHIPMENT_STATUSES };
export type { ShipmentStatus };

/**
 * A shipment's life; anything not listed is refused.
 * - pending → packed: the seller packed the lines. pending | packed → cancelled: the order was
 *   cancelled before anything left (its authorization released).
 * - packed → shipped (2-day shipping, with carrier and tracking number) or out_for_delivery
 *   (same-day): the shipment left, and its share of the payment is captured at that moment.
 * - shipped | out_for_delivery → delivered (handed to a recipient whose ID shows 21+),
 *   refused (at the door: its lines are refunded), returned (came back to the seller: refunded).
 * - delivered, refused, returned and cancelled are final.
 */
export const SHIPMENT_STATUS_TRANSITIONS: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  pending: ['packed', 'cancelled'],
  packed: ['shipped', 'out_for_delivery', 'cancelled'],
  shipped: ['delivered', 'refused', 'returned'],
  out_for_delivery: ['delivered', 'refused', 'returned'],
  delivered: [],
  refused: [],
  returned: [],
  cancelled: [],
};

export class ShipmentTransitionError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'SHIPMENT_TRANSITION_NOT_ALLOWED';

  constructor(
    readonly from: ShipmentStatus,
    readonly to: ShipmentStatus,
  ) {
    super(`A shipment that is ${from} cannot become ${to}; ${allowedMovesPhrase(SHIPMENT_STATUS_TABLE, from)}.`);
  }
}

export const SHIPMENT_STATUS_TABLE = transitionTable(SHIPMENT_STATUS_TRANSITIONS, (from, to) => new ShipmentTransitionError(from, to));

/** The shipment has left the seller: its share of the payment is captured. */
export function hasLeft(status: ShipmentStatus): boolean {
  return status === 'shipped' || status === 'out_for_delivery' || status === 'delivered' || status === 'refused' || status === 'returned';
}
