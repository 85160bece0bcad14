import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { OrderStatus } from '../../domain/order-status';

export const ORDER_STATUS_STORE = Symbol('ORDER_STATUS_STORE');

export interface OrderStatusStore {
  /** Moves the order from `from` to `to`; answers false when it was no longer in `from`. */
  changeStatus(tx: TransactionContext, orderId: string, from: OrderStatus, to: OrderStatus): Promise<boolean>;
}
