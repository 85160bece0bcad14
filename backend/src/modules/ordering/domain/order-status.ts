import { DomainError } from '../../../shared/domain/domain-error';
import { allowedMovesPhrase, transitionTable } from '../../../shared/domain/transition-table';
import { ORDER_STATUSES, type OrderStatusValue } from './order-status-values';
import type { ShipmentStatus } from './shipment-status-values';

export { ORDER_STATUSES };
export type OrderStatus = OrderStatusValue;

/** The status every new order starts in. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'pending';

/**
 * Every allowed move; anything not listed is refused. After payment the order's status is not set
 * by hand: it follows its shipments ({@link orderStatusOfShipments}), and each change it makes goes
 * through this table.
 * - pending → paid: the card was authorized at checkout. pending → cancelled: declined or abandoned.
 * - paid → cancelled: cancelled before anything left; the authorization is released, nothing was
 *   captured, so 'cancelled' still means "no money was taken".
 * - paid → partially_shipped | shipped: one or all of the order's shipments left (its share captured).
 * - partially_shipped → shipped: the rest left. shipped → delivered: every shipment was handed over.
 * - any of paid, partially_shipped, shipped, delivered → partially_refunded | refunded: some or all
 *   lines were refused at the door, returned or refunded; partially_refunded → refunded when the
 *   rest follows.
 * - cancelled and refunded are final. No status moves to itself.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['partially_shipped', 'shipped', 'partially_refunded', 'refunded', 'cancelled'],
  partially_shipped: ['shipped', 'partially_refunded', 'refunded'],
  shipped: ['delivered', 'partially_refunded', 'refunded'],
  delivered: ['partially_refunded', 'refunded'],
  partially_refunded: ['refunded'],
  refunded: [],
  cancelled: [],
};

export class OrderStatusTransitionError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'ORDER_STATUS_TRANSITION_NOT_ALLOWED';

  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`An order that is ${from} cannot become ${to}; ${allowedMovesPhrase(ORDER_STATUS_TABLE, from)}.`);
  }
}

/** The order status machine: {@link ORDER_STATUS_TRANSITIONS}, refused with {@link OrderStatusTransitionError} (409). */
export const ORDER_STATUS_TABLE = transitionTable(ORDER_STATUS_TRANSITIONS, (from, to) => new OrderStatusTransitionError(from, to));

export function isOrderStatus(value: unknown): value is OrderStatus {
  return ORDER_STATUS_TABLE.isStatus(value);
}

export function isFinalOrderStatus(status: OrderStatus): boolean {
  return ORDER_STATUS_TABLE.isFinal(status);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TABLE.canMove(from, to);
}

/** Throws {@link OrderStatusTransitionError} (kind 'conflict', HTTP 409) unless `from → to` is in the table. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  ORDER_STATUS_TABLE.assertMove(from, to);
}

/** What the order status reads from one shipment: where it is and whether its money went back. */
export interface ShipmentStanding {
  status: ShipmentStatus;
  refundedCents: number;
}

const LEFT: readonly ShipmentStatus[] = ['shipped', 'out_for_delivery', 'delivered'];

/**
 * The status a paid order's shipments add up to. Cancelled shipments do not count unless all are;
 * a shipment whose money went back (refused, returned, or refunded after delivery) counts as refunded.
 */
export function orderStatusOfShipments(shipments: readonly ShipmentStanding[]): OrderStatus {
  const live = shipments.filter((shipment) => shipment.status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  const refunded = live.filter((shipment) => shipment.status === 'refused' || shipment.status === 'returned' || shipment.refundedCents > 0);
  if (refunded.length === live.length) return 'refunded';
  if (refunded.length > 0) return 'partially_refunded';
  if (live.every((shipment) => shipment.status === 'delivered')) return 'delivered';
  const left = live.filter((shipment) => LEFT.includes(shipment.status)).length;
  if (left === live.length) return 'shipped';
  return left > 0 ? 'partially_shipped' : 'paid';
}
