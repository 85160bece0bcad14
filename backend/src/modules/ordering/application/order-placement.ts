import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../shared/application/unit-of-work';
import { estimatedDeliveryFor } from '../domain/estimated-delivery';
import { orderNumberOf } from '../domain/order-number';
import { assertTransition, INITIAL_ORDER_STATUS } from '../domain/order-status';
import { dueByOf, planShipments } from '../domain/shipment-plan';
import type { CheckoutResult, IdempotencyRequest, PlannedOrder, ShippingInfo } from './checkout-model';
import { IDEMPOTENCY_KEYS, IdempotencyClaim, IdempotencyKeys, NewOrder, ORDERS_REPOSITORY, OrdersRepository } from './ports/orders.port';
import { SHIPMENT_STORE, ShipmentStore } from './ports/shipment-store.port';

export const ORDER_PLACED_MESSAGE = 'Your order has been placed and paid.';

/** A line whose product the catalog no longer has still ships, under no brand (admins see it). */
const UNKNOWN_BRAND = '00000000-0000-0000-0000-000000000000';

/**
 * Ordering's part of a checkout, each step inside the caller's transaction `tx`: the
 * Idempotency-Key, the orders (inserted pending), their payment (pending → paid through the
 * transition table) and the answer kept for the key. The checkout flow calls them in order.
 */
@Injectable()
export class OrderPlacement {
  constructor(
    @Inject(ORDERS_REPOSITORY) private readonly orders: OrdersRepository,
    @Inject(IDEMPOTENCY_KEYS) private readonly idempotencyKeys: IdempotencyKeys,
    @Inject(SHIPMENT_STORE) private readonly shipments: ShipmentStore,
  ) {}

  /** Claims the key, or answers the stored response of the request that used it first. */
  claimIdempotencyKey(tx: TransactionContext, shopperId: string, operation: string, idempotency: IdempotencyRequest): Promise<IdempotencyClaim> {
    return this.idempotencyKeys.claim(tx, { shopperId, operation, ...idempotency });
  }

  /**
   * The bottles the shopper ordered after `since`, counted under the shopper's lock: a concurrent
   * checkout of the same shopper (any process) waits until this transaction ends, then counts what
   * it committed, so two checkouts cannot both pass a rolling limit.
   */
  async lockAndCountBottlesSince(tx: TransactionContext, shopperId: string, since: Date): Promise<number> {
    await this.orders.lockShopperPurchases(tx, shopperId);
    return this.orders.bottlesOrderedSince(tx, shopperId, since);
  }

  /** The same count without the lock, for a check that places nothing (the cart's). */
  countBottlesSince(tx: TransactionContext, shopperId: string, since: Date): Promise<number> {
    return this.orders.bottlesOrderedSince(tx, shopperId, since);
  }

  /** Inserts the planned orders as pending, credited to `creatorId`, delivered to the address, each with one shipment per brand. */
  async placePendingOrders(
    tx: TransactionContext,
    request: { shopperId: string; orders: readonly PlannedOrder[]; creatorId: string | null; shippingInfo: ShippingInfo; now: Date },
  ): Promise<NewOrder[]> {
    const newOrders: NewOrder[] = request.orders.map((planned) => ({
      ...planned,
      id: randomUUID(),
      items: planned.items.map((item) => ({ ...item, id: randomUUID() })),
      shopperId: request.shopperId,
      creatorId: request.creatorId,
      estimatedDelivery: estimatedDeliveryFor(planned.fulfillmentType, request.now),
      deliveryAddress: request.shippingInfo,
    }));
    const brands = await this.shipments.brandsOfProducts(tx, [...new Set(newOrders.flatMap((order) => order.items.map((item) => item.productId)))]);
    for (const order of newOrders) {
      await this.orders.insertOrder(tx, order);
      const planned = planShipments(
        orderTotal(order),
        order.items.map((item) => ({ orderItemId: item.id, brandId: brands.get(item.productId) ?? UNKNOWN_BRAND, lineCents: item.unitPriceCents * item.quantity })),
      );
      const dueBy = dueByOf(order.fulfillmentType, order.estimatedDelivery, request.now);
      await this.shipments.insertShipments(tx, planned.map((shipment) => ({ ...shipment, id: randomUUID(), orderId: order.id, fulfillmentType: order.fulfillmentType, dueBy })), request.now);
    }
    return newOrders;
  }

  /** The age evidence the orders are placed on: the shopper account's age status at checkout. */
  recordPlacedOn(tx: TransactionContext, orderIds: readonly string[], ageStatus: string): Promise<void> {
    return this.orders.mergeAgeEvidence(tx, orderIds, { placedOn: ageStatus });
  }

  /**
   * Whether an authorization already pays for orders: a hold the provider answers for a checkout's key
   * that is an earlier, completed use of the same Idempotency-Key (kept 24 hours here, longer by the
   * provider), not this request's.
   */
  paymentSessionInUse(tx: TransactionContext, paymentSessionId: string): Promise<boolean> {
    return this.orders.paymentSessionInUse(tx, paymentSessionId);
  }

  /** Moves the orders pending → paid with the authorized payment session, and answers what the shopper is told. */
  async markPaid(tx: TransactionContext, newOrders: readonly NewOrder[], paymentSessionId: string): Promise<CheckoutResult> {
    assertTransition(INITIAL_ORDER_STATUS, 'paid');
    const moved = await this.orders.recordPayment(tx, newOrders.map((order) => order.id), paymentSessionId, 'paid');
    if (moved !== newOrders.length) throw new Error(`Expected ${newOrders.length} pending orders to become paid, moved ${moved}`);
    return {
      alcpaySessionId: paymentSessionId,
      message: ORDER_PLACED_MESSAGE,
      totalCents: totalOf(newOrders),
      orders: newOrders.map((order) => ({
        id: order.id,
        orderNumber: orderNumberOf(paymentSessionId, order, newOrders),
        status: 'paid',
        fulfillmentType: order.fulfillmentType,
        subtotalCents: order.subtotalCents,
        deliveryFeeCents: order.feeCents,
        taxCents: order.taxCents,
        totalCents: orderTotal(order),
        estimatedDelivery: order.estimatedDelivery.toISOString(),
      })),
    };
  }

  storeIdempotentResponse(tx: TransactionContext, shopperId: string, key: string, result: CheckoutResult): Promise<void> {
    return this.idempotencyKeys.storeResponse(tx, { shopperId, key }, result);
  }
}

/** What one payment charges for the orders: the sum of their totals. */
export function totalOf(orders: readonly PlannedOrder[]): number {
  return orders.reduce((sum, order) => sum + orderTotal(order), 0);
}

function orderTotal(order: PlannedOrder): number {
  return order.subtotalCents + order.feeCents + order.taxCents;
}
