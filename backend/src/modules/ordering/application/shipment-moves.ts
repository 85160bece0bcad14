import { Inject, Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../shared/application/unit-of-work';
import { OrderNotFoundError } from '../domain/checkout.errors';
import { ShipmentNotFoundError } from '../domain/fulfilment.errors';
import { assertTransition, orderStatusOfShipments, OrderStatusTransitionError } from '../domain/order-status';
import { OrderStatusChanged } from '../domain/order-status-changed';
import { assertShipmentMove, ShipmentTransitionError } from '../domain/shipment-status';
import type { RefusalReason, ShipmentStatus } from '../domain/shipment-status-values';
import { ORDER_STATUS_STORE, OrderStatusStore } from './ports/order-status.port';
import { ORDERS_REPOSITORY, OrdersRepository } from './ports/orders.port';
import { LockedShipment, SHIPMENT_STORE, ShipmentMoveRecord, ShipmentStore } from './ports/shipment-store.port';

/** Who acts on a shipment: its brand's account (brandId), or an admin (brandId null, may act on any). */
export interface ShipmentActor {
  userId: string;
  role: string;
  brandId: string | null;
}

/** A shipment moved through its table: what the fulfilment flows report, audit, and would publish as an event. */
export class ShipmentMoved {
  constructor(
    readonly shipment: LockedShipment,
    readonly from: ShipmentStatus,
    readonly to: ShipmentStatus,
    readonly actorUserId: string | null,
    readonly at: Date,
    /** Why it was refused, when this move refused it. */
    readonly refusalReason: RefusalReason | null = null,
  ) {}
}

/**
 * Ordering's part of fulfilment, inside the flow's transaction: lock a shipment (its order's row
 * first, so two sellers of one order wait for each other), move it through the shipment table
 * (writing the status, the step's fields and the timeline's event row — the one place a move is
 * recorded), and let the order's status follow its shipments through the order table.
 */
@Injectable()
export class ShipmentMoves {
  constructor(
    @Inject(SHIPMENT_STORE) private readonly store: ShipmentStore,
    @Inject(ORDER_STATUS_STORE) private readonly orderStatus: OrderStatusStore,
    @Inject(ORDERS_REPOSITORY) private readonly orders: OrdersRepository,
  ) {}

  /** The shipment, locked; another brand's answers 404 as if it did not exist. */
  async lockShipment(tx: TransactionContext, shipmentId: string, actor: ShipmentActor): Promise<LockedShipment> {
    const shipment = await this.store.lockShipment(tx, shipmentId);
    if (!shipment || (actor.role !== 'admin' && shipment.brandId !== actor.brandId)) throw new ShipmentNotFoundError();
    return shipment;
  }

  /** The order and all its shipments, locked; another shopper's order answers 404. */
  async lockOrder(tx: TransactionContext, orderId: string, shopperId: string | null) {
    const order = await this.store.lockOrder(tx, orderId, shopperId);
    if (!order) throw new OrderNotFoundError();
    return order;
  }

  /** Refuses a move the table forbids (409 naming both states), or the other fulfillment type's way of leaving, before anything (a payment) happens. */
  assertMove(shipment: LockedShipment, to: ShipmentStatus): void {
    assertShipmentMove(shipment, to);
  }

  async move(tx: TransactionContext, shipment: LockedShipment, to: ShipmentStatus, record: Omit<ShipmentMoveRecord, 'shipmentId' | 'from' | 'to'>): Promise<ShipmentMoved> {
    assertShipmentMove(shipment, to);
    if (!(await this.store.writeMove(tx, { ...record, shipmentId: shipment.id, from: shipment.status, to }))) throw new ShipmentTransitionError(shipment.status, to);
    return new ShipmentMoved(shipment, shipment.status, to, record.actorUserId, record.at, record.refusalReason ?? null);
  }

  /** The age evidence the order was delivered on (an account age status), beside the one it was placed on. */
  recordDeliveredOn(tx: TransactionContext, orderId: string, ageStatus: string): Promise<void> {
    return this.orders.mergeAgeEvidence(tx, [orderId], { deliveredOn: ageStatus });
  }

  recordRefundAfterDelivery(tx: TransactionContext, shipment: LockedShipment, refundedCents: number, actor: { userId: string | null; role: string | null }, reason: string, at: Date): Promise<void> {
    return this.store.recordRefund(tx, shipment.id, refundedCents, actor.userId, actor.role, reason, at);
  }

  /** The order's status after its shipments moved, written through the order table; null when it reads the same. */
  async followShipments(tx: TransactionContext, orderId: string, changedBy: string | null, now: Date): Promise<OrderStatusChanged | null> {
    const order = await this.lockOrder(tx, orderId, null);
    const to = orderStatusOfShipments(order.shipments.map((shipment) => ({ status: shipment.status, refundedCents: shipment.refundedCents })));
    if (to === order.status) return null;
    assertTransition(order.status, to);
    if (!(await this.orderStatus.changeStatus(tx, orderId, order.status, to))) throw new OrderStatusTransitionError(order.status, to);
    return new OrderStatusChanged(orderId, order.status, to, changedBy, now);
  }
}
