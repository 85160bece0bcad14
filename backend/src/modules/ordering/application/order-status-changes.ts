import { Inject, Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../shared/application/unit-of-work';
import { LargeRefundNeedsConfirmationError, OrderNotFoundError } from '../domain/checkout.errors';
import { assertTransition, OrderStatus, OrderStatusTransitionError } from '../domain/order-status';
import { OrderStatusChanged } from '../domain/order-status-changed';
import { ORDER_STATUS_STORE, OrderStatusStore } from './ports/order-status.port';

/**
 * Ordering's part of a status change, inside the caller's transaction `tx`: lock the order's row,
 * check the move against the transition table, write it. What follows the move (the ledger, the
 * audit row) is the order status flow's business, in the same transaction.
 */
/** A refund above $500 moves enough money to ask the admin for a fresh confirmation. */
export const LARGE_REFUND_CENTS = 50_000;

@Injectable()
export class OrderStatusChanges {
  constructor(@Inject(ORDER_STATUS_STORE) private readonly store: OrderStatusStore) {}

  /**
   * `confirmed`: the admin confirmed a second factor (or password) within the last 5 minutes; a refund above
   * LARGE_REFUND_CENTS needs it.
   */
  async change(tx: TransactionContext, request: { orderId: string; to: OrderStatus; changedBy: string | null; now: Date; confirmed?: boolean }): Promise<OrderStatusChanged> {
    const locked = await this.store.lockStatus(tx, request.orderId);
    if (locked === null) throw new OrderNotFoundError();
    const current = locked.status;
    assertTransition(current, request.to);
    if (request.to === 'refunded' && locked.totalCents > LARGE_REFUND_CENTS && request.confirmed === false) throw new LargeRefundNeedsConfirmationError();
    if (!(await this.store.changeStatus(tx, request.orderId, current, request.to))) throw new OrderStatusTransitionError(current, request.to);
    return new OrderStatusChanged(request.orderId, current, request.to, request.changedBy, request.now);
  }
}
