import { DomainError } from '../../../shared/domain/domain-error';
import { allowedMovesPhrase, transitionTable } from '../../../shared/domain/transition-table';
import { SHIPMENT_STATUSES, type ShipmentStatus } from './shipment-status-values';

export { SHIPMENT_STATUSES };
export type { ShipmentStatus };

/** A shipment's fulfillment type: its order's (same-day delivery or 2-day shipping). */
export type ShipmentFulfillmentType = 'delivery' | 'shipping';

/**
 * A shipment's life; anything not listed is refused.
 * - pending → packed: the seller packed the lines. pending | packed → cancelled: the order was
 *   cancelled before anything left (its authorization released).
 * - packed → shipped (2-day shipping, with carrier and tracking number) or out_for_delivery
 *   (same-day): the shipment left, and its share of the payment is captured at that moment. Which of
 *   the two depends on the shipment's fulfillment type ({@link assertShipmentMove}).
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

/** How a shipment leaves the seller, by its fulfillment type: 2-day shipping goes with a carrier and a tracking number, same-day delivery goes out with the seller's courier. */
export const LEAVING_STATUS: Readonly<Record<ShipmentFulfillmentType, 'shipped' | 'out_for_delivery'>> = { shipping: 'shipped', delivery: 'out_for_delivery' };

/** The leaving step of the other fulfillment type (a same-day shipment `shipped` with tracking, a 2-day one `out_for_delivery`). */
export class ShipmentFulfillmentMismatchError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'SHIPMENT_FULFILLMENT_MISMATCH';

  constructor(
    readonly fulfillmentType: ShipmentFulfillmentType,
    readonly to: 'shipped' | 'out_for_delivery',
  ) {
    super(
      fulfillmentType === 'delivery'
        ? 'This shipment is same-day delivery (fulfillmentType delivery): it is not handed to a carrier, so it cannot become shipped; send it with POST /api/brands/shipments/{id}/out-for-delivery.'
        : 'This shipment is 2-day shipping (fulfillmentType shipping): it goes with a carrier and a tracking number, so it cannot become out_for_delivery; send it with POST /api/brands/shipments/{id}/ship.',
    );
  }
}

/**
 * A shipment's move: the table first (409 naming both states), then, when it leaves, the step of its
 * fulfillment type (a same-day shipment has no carrier to track, a 2-day one no courier at the door).
 */
export function assertShipmentMove(shipment: { status: ShipmentStatus; fulfillmentType: ShipmentFulfillmentType }, to: ShipmentStatus): void {
  SHIPMENT_STATUS_TABLE.assertMove(shipment.status, to);
  if ((to === 'shipped' || to === 'out_for_delivery') && LEAVING_STATUS[shipment.fulfillmentType] !== to) throw new ShipmentFulfillmentMismatchError(shipment.fulfillmentType, to);
}

/** The shipment has left the seller: its share of the payment is captured. */
export function hasLeft(status: ShipmentStatus): boolean {
  return status === 'shipped' || status === 'out_for_delivery' || status === 'delivered' || status === 'refused' || status === 'returned';
}
