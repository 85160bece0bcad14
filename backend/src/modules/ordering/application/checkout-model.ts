import type { Cents } from '../../../shared/domain/money';
import type { FulfillmentType } from '../../catalog';
import type { OrderStatus } from '../domain/order-status';
import type { CardOnFile } from './ports/payment-gateway.port';

/** Checkout's shipping info, already validated at the edge; kept on the order as its delivery address. */
export interface ShippingInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface IdempotencyRequest {
  key: string;
  /** sha256 of the operation and the validated request body. */
  requestHash: string;
}

export interface PlannedOrderItem {
  productId: string;
  productName: string;
  quantity: number;
  unitPriceCents: Cents;
}

/** One order to create: one fulfillment group, priced on the server. */
export interface PlannedOrder {
  fulfillmentType: FulfillmentType;
  subtotalCents: Cents;
  feeCents: Cents;
  taxCents: Cents;
  items: PlannedOrderItem[];
}

export interface PlacedOrderSummary {
  id: string;
  /** What the shopper sees (see orderNumberOf); absent in stored checkout answers that predate order numbers, which a replayed checkout returns as stored. */
  orderNumber?: string | null;
  status: OrderStatus;
  fulfillmentType: FulfillmentType;
  subtotalCents: Cents;
  deliveryFeeCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  /** ISO 8601; a string so that a replayed answer is byte-for-byte the first one. */
  estimatedDelivery: string;
}

/** The answer of both checkout calls, JSON-safe: it is stored as-is for Idempotency-Key replays. */
export interface CheckoutResult {
  alcpaySessionId: string;
  message: string;
  /** What was charged: the sum of the orders' totals. */
  totalCents: Cents;
  orders: PlacedOrderSummary[];
}

export type { CardOnFile };
