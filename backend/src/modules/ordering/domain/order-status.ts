import { DomainError } from '../../../shared/domain/domain-error';
import { allowedMovesPhrase, transitionTable } from '../../../shared/domain/transition-table';

export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The status every new order starts in. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'pending';

/**
 * Every allowed move; anything not listed is refused. Why these and no others:
 * - pending → paid: the payment session succeeded.
 * - pending → cancelled: the payment was declined or abandoned, or the shopper cancels before paying.
 *   'cancelled' therefore means "no money was ever taken".
 * - paid → fulfilled: delivered or handed to the carrier.
 * - paid → refunded: cancelling after payment means giving the money back, so it is a refund.
 *   There is deliberately no paid → cancelled: two statuses for one event would let money be kept
 *   on an order that reads as cancelled, and the commission (pending on a paid order) must be
 *   reversed exactly when money is returned.
 * - fulfilled → refunded: a broken or wrong bottle is refunded after delivery.
 * - cancelled and refunded are final; a shopper who changes their mind places a new order.
 * No status moves to itself: a repeated event (a payment webhook delivered twice) is the caller's
 * idempotency concern, and a silent no-op here would hide a double-processing bug.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['fulfilled', 'refunded'],
  fulfilled: ['refunded'],
  cancelled: [],
  refunded: [],
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
