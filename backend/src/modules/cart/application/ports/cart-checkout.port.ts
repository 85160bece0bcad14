import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { CartLineView } from './cart-repository.port';

export const CART_CHECKOUT = Symbol('CART_CHECKOUT');

/**
 * What the checkout flow (order-flows module) does with a cart, inside the checkout's own transaction `tx`, so
 * that the orders, the charge and the emptied cart commit or roll back together.
 */
export interface CartCheckout {
  /** The shopper's lines, oldest first, locked until `tx` ends so a concurrent checkout of the same cart waits. */
  lockLinesForCheckout(tx: TransactionContext, userId: string): Promise<CartLineView[]>;
  /** Removes the checked-out lines (only those: an item added meanwhile by another tab stays). */
  removeCheckedOutLines(tx: TransactionContext, userId: string, itemIds: readonly string[]): Promise<void>;
}
