import { Inject, Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../shared/application/unit-of-work';
import { OrderNotFoundError } from '../domain/checkout.errors';
import { assertTransition, OrderStatus, OrderStatusTransitionError } from '../domain/order-status';
import { OrderStatusChanged } from '../domain/order-status-changed';
import { ORDER_STATUS_STORE, OrderStatusStore } from './ports/order-status.port';

/**
 * Ordering's part of a status change, inside the caller's transaction `tx`: lock the order's row,
 * check the move against the transition table, write it. What follows the move (the ledger, the
 * audit row) is the order status flow's business, in the same transaction.
 */
@Injectable()
export class OrderStatusChanges {
  constructor(@Inject(ORDER_STATUS_STORE) private readonly store: OrderStatusStore) {}

  async change(tx: TransactionContext, request: { orderId: string; to: OrderStatus; changedBy: string | null; now: Date }): Promise<OrderStatusChanged> {
    const current = await this.store.lockStatus(tx, request.orderId);
    if (current === null) throw new OrderNotFoundError();
    assertTransition(current, request.to);
    if (!(await this.store.changeStatus(tx, request.orderId, current, request.to))) throw new OrderStatusTransitionError(current, request.to);
    return new OrderStatusChanged(request.orderId, current, request.to, request.changedBy, request.now);
  }
}
