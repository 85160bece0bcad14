import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { OrderStatus } from '../../domain/order-status';
import type { OrderStatusChanged } from '../../domain/order-status-changed';

export const ORDER_STATUS_STORE = Symbol('ORDER_STATUS_STORE');

export interface OrderStatusStore {
  /** The order's status, its row locked until the transaction ends; null when there is no such order. */
  lockStatus(tx: TransactionContext, orderId: string): Promise<OrderStatus | null>;
  statusOf(orderId: string): Promise<OrderStatus | null>;
  /** Moves the order from `from` to `to`; answers false when it was no longer in `from`. */
  changeStatus(tx: TransactionContext, orderId: string, from: OrderStatus, to: OrderStatus): Promise<boolean>;
}

export type OrderStatusChangeSubscriber = (tx: TransactionContext, event: OrderStatusChanged) => Promise<void>;

/**
 * Who follows an order's status inside the transaction that changes it (the commission ledger
 * reverses an unpaid entry when its order is refunded). Other modules subscribe here, from their
 * own module's start-up, so ordering never imports them.
 */
@Injectable()
export class OrderStatusChangeSubscribers {
  private readonly subscribers: OrderStatusChangeSubscriber[] = [];

  subscribe(subscriber: OrderStatusChangeSubscriber): void {
    if (!this.subscribers.includes(subscriber)) this.subscribers.push(subscriber);
  }

  async publish(tx: TransactionContext, event: OrderStatusChanged): Promise<void> {
    for (const subscriber of this.subscribers) await subscriber(tx, event);
  }
}
