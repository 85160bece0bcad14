import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { Cents } from '../../../../shared/domain/money';
import type { HandoffRecord } from '../../domain/delivery-handoff';
import type { OrderStatus } from '../../domain/order-status';
import type { Carrier, RefusalReason, ShipmentStatus } from '../../domain/shipment-status-values';

export const SHIPMENT_STORE = Symbol('SHIPMENT_STORE');

export interface LockedShipment {
  id: string;
  orderId: string;
  brandId: string;
  status: ShipmentStatus;
  fulfillmentType: 'delivery' | 'shipping';
  amountCents: Cents;
  capturedCents: Cents;
  refundedCents: Cents;
  /** The order's payment session (null for an order never paid). */
  paymentSessionId: string | null;
  orderStatus: OrderStatus;
  /** The lines it carries. */
  orderItemIds: string[];
}

/** What one move writes besides the status: the fields of that step, and the event row's actor and reason. */
export interface ShipmentMoveRecord {
  shipmentId: string;
  from: ShipmentStatus;
  to: ShipmentStatus;
  actorUserId: string | null;
  actorRole: string | null;
  reason: string | null;
  carrier?: Carrier;
  trackingNumber?: string;
  refusalReason?: RefusalReason;
  handoff?: HandoffRecord;
  capturedCents?: Cents;
  refundedCents?: Cents;
  at: Date;
}

export interface NewShipment {
  id: string;
  orderId: string;
  brandId: string;
  fulfillmentType: 'delivery' | 'shipping';
  amountCents: Cents;
  dueBy: Date;
  orderItemIds: string[];
}

/** The shipments' writes inside a flow's transaction; every lock takes the order's row first, then its shipments'. */
export interface ShipmentStore {
  /** Each product's brand (catalog_products_v), for splitting an order into shipments. */
  brandsOfProducts(tx: TransactionContext, productIds: readonly string[]): Promise<Map<string, string>>;
  insertShipments(tx: TransactionContext, shipments: readonly NewShipment[], at: Date): Promise<void>;
  /** The shipment with its order's row locked; null when there is none. */
  lockShipment(tx: TransactionContext, shipmentId: string): Promise<LockedShipment | null>;
  /** Every shipment of the order, the order's row locked; null when there is no such order (or it is another shopper's, when shopperId is given). */
  lockOrder(tx: TransactionContext, orderId: string, shopperId: string | null): Promise<{ status: OrderStatus; shipments: LockedShipment[] } | null>;
  /** Writes the move if the shipment is still in `from`; answers false when it was not. */
  writeMove(tx: TransactionContext, move: ShipmentMoveRecord): Promise<boolean>;
  /** Records money refunded after delivery, without a status move (an event row with the reason). */
  recordRefund(tx: TransactionContext, shipmentId: string, refundedCents: Cents, actorUserId: string | null, actorRole: string | null, reason: string, at: Date): Promise<void>;
}
