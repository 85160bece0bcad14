import type { Cents } from '../../../../shared/domain/money';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { FulfillmentType } from '../../../catalog';
import type { OrderStatus } from '../../domain/order-status';
import type { ShipmentView } from '../queries/shipment-views';
import type { CheckoutResult, PlannedOrder, PlannedOrderItem, ShippingInfo } from '../checkout-model';

export const ORDERS_REPOSITORY = Symbol('ORDERS_REPOSITORY');
export const IDEMPOTENCY_KEYS = Symbol('IDEMPOTENCY_KEYS');

export interface NewOrder extends PlannedOrder {
  id: string;
  /** Each line with the id it is stored under (commission entries name the line). */
  items: (PlannedOrderItem & { id: string })[];
  shopperId: string;
  creatorId: string | null;
  estimatedDelivery: Date;
  deliveryAddress: ShippingInfo;
}

export interface OrderItemView {
  id: string;
  productId: string;
  productName: string;
  image: string | null;
  quantity: number;
  priceCents: Cents;
}

export interface OrderView {
  id: string;
  status: OrderStatus;
  fulfillmentType: FulfillmentType;
  subtotalCents: Cents;
  deliveryFeeCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  estimatedDelivery: Date | null;
  deliveryAddress: ShippingInfo | null;
  paymentIntentId: string | null;
  /** Distinct per order, also when one payment paid several (see orderNumberOf); null until paid. */
  orderNumber: string | null;
  creatorId: string | null;
  createdAt: Date;
  items: OrderItemView[];
  /** One per brand with lines in the order, with its timeline. */
  shipments: ShipmentView[];
}

export interface OrdersRepository {
  /** Inserts the order with status pending and its items. */
  insertOrder(tx: TransactionContext, order: NewOrder): Promise<void>;
  /** Moves pending orders to `status` and records the payment session on them; answers how many moved. */
  recordPayment(tx: TransactionContext, orderIds: readonly string[], paymentSessionId: string, status: OrderStatus): Promise<number>;
  /** Whether any order is already paid with this payment session. */
  paymentSessionInUse(tx: TransactionContext, paymentSessionId: string): Promise<boolean>;
  /** Adds to the orders' age evidence (the account age status they were placed on, delivered on); never a document number. */
  mergeAgeEvidence(tx: TransactionContext, orderIds: readonly string[], evidence: OrderAgeEvidence): Promise<void>;
  /** Holds the shopper's purchases until `tx` ends: checkouts of one shopper, from any process, run one after the other from here. */
  lockShopperPurchases(tx: TransactionContext, shopperId: string): Promise<void>;
  /** Bottles (order item units) of the shopper's orders placed after `since`, except cancelled and refunded ones. */
  bottlesOrderedSince(tx: TransactionContext, shopperId: string, since: Date): Promise<number>;
}

/** The age evidence an order rests on: the shopper account's age status when it was placed, and when it was delivered. */
export interface OrderAgeEvidence {
  placedOn?: string;
  deliveredOn?: string;
}

export type IdempotencyClaim = { kind: 'claimed' } | { kind: 'replay'; response: CheckoutResult };

/**
 * Idempotency-Key bookkeeping inside the checkout transaction. Claiming inserts the key; a
 * concurrent request with the same key blocks on that uncommitted row until the first commits
 * (then replays its stored answer) or rolls back (then claims the key itself). Keys expire after 24 hours.
 */
export interface IdempotencyKeys {
  /** Throws IdempotencyKeyReusedError when the key was used for another operation or body. */
  claim(tx: TransactionContext, request: { shopperId: string; key: string; operation: string; requestHash: string }): Promise<IdempotencyClaim>;
  storeResponse(tx: TransactionContext, request: { shopperId: string; key: string }, response: CheckoutResult): Promise<void>;
}
