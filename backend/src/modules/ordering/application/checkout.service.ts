import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { TransactionContext, UNIT_OF_WORK, UnitOfWork } from '../../../shared/application/unit-of-work';
import { PaymentDeclinedError } from '../domain/checkout.errors';
import { estimatedDeliveryFor } from '../domain/estimated-delivery';
import { orderNumberOf } from '../domain/order-number';
import { assertTransition, INITIAL_ORDER_STATUS } from '../domain/order-status';
import type { CheckoutResult, IdempotencyRequest, PlannedOrder, ShippingInfo } from './checkout-model';
import { OrderAttributionRegistry } from './ports/order-attribution.port';
import { IDEMPOTENCY_KEYS, IdempotencyKeys, NewOrder, ORDERS_REPOSITORY, OrdersRepository } from './ports/orders.port';
import { CardOnFile, PAYMENT_GATEWAY, PaymentGateway } from './ports/payment-gateway.port';

export const ORDER_PLACED_MESSAGE = 'Your order has been placed and paid.';

/** What a checkout command decides inside the transaction: the orders to create, and what to do once paid. */
export interface CheckoutPlan {
  orders: PlannedOrder[];
  /** The creator named in the request (single-product checkout from a creator's link), if any. */
  explicitCreatorId: string | null;
  /** Runs after a successful payment, still in the transaction (the cart checkout empties the cart here). */
  afterPayment?: (tx: TransactionContext) => Promise<void>;
}

export interface CheckoutRequest {
  operation: 'checkout' | 'checkout-cart';
  shopperId: string;
  shippingInfo: ShippingInfo;
  payment: CardOnFile;
  idempotency: IdempotencyRequest | null;
  /** Validates and prices the purchase from the database, in the transaction; throws to refuse it. */
  plan: (tx: TransactionContext) => Promise<CheckoutPlan>;
}

/**
 * The one path both checkout calls take, in ONE transaction:
 * claim the Idempotency-Key (or replay its answer) → validate and price → resolve the referring
 * creator → insert the orders as pending with their attribution → charge ONE payment for the grand
 * total → move the orders pending → paid through the transition table → store the answer for the key.
 * A refusal or a declined card throws before the commit, so nothing is written; a failure after the
 * charge voids the payment session, so no money is kept without an order.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(ORDERS_REPOSITORY) private readonly orders: OrdersRepository,
    @Inject(IDEMPOTENCY_KEYS) private readonly idempotencyKeys: IdempotencyKeys,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    private readonly attribution: OrderAttributionRegistry,
  ) {}

  async checkout(request: CheckoutRequest): Promise<CheckoutResult> {
    let chargedSessionId: string | null = null;
    try {
      return await this.unitOfWork.run(async (tx) => {
        if (request.idempotency) {
          const claim = await this.idempotencyKeys.claim(tx, { shopperId: request.shopperId, operation: request.operation, ...request.idempotency });
          if (claim.kind === 'replay') return claim.response;
        }

        const plan = await request.plan(tx);
        const policy = this.attribution.current();
        const referral = policy ? await policy.resolveReferrer(tx, { shopperId: request.shopperId, explicitCreatorId: plan.explicitCreatorId }) : null;

        const now = new Date();
        const newOrders: NewOrder[] = plan.orders.map((planned) => ({
          ...planned,
          id: randomUUID(),
          items: planned.items.map((item) => ({ ...item, id: randomUUID() })),
          shopperId: request.shopperId,
          creatorId: referral?.creatorId ?? null,
          estimatedDelivery: estimatedDeliveryFor(planned.fulfillmentType, now),
          deliveryAddress: request.shippingInfo,
        }));
        for (const order of newOrders) await this.orders.insertOrder(tx, order);
        if (policy && referral) {
          await policy.recordAttribution(tx, {
            referral,
            shopperId: request.shopperId,
            orders: newOrders.map((order) => ({
              orderId: order.id,
              subtotalCents: order.subtotalCents,
              productIds: order.items.map((item) => item.productId),
              lines: order.items.map((item) => ({ orderItemId: item.id, productId: item.productId, productName: item.productName, quantity: item.quantity, unitPriceCents: item.unitPriceCents })),
            })),
          });
        }

        const totalCents = newOrders.reduce((sum, order) => sum + orderTotal(order), 0);
        const payment = await this.payments.createPaymentSession({
          amountCents: totalCents,
          currency: 'usd',
          card: request.payment,
          shopperId: request.shopperId,
          orderIds: newOrders.map((order) => order.id),
        });
        if (payment.outcome === 'declined') throw new PaymentDeclinedError();
        chargedSessionId = payment.sessionId;

        assertTransition(INITIAL_ORDER_STATUS, 'paid');
        const moved = await this.orders.recordPayment(tx, newOrders.map((order) => order.id), payment.sessionId, 'paid');
        if (moved !== newOrders.length) throw new Error(`Expected ${newOrders.length} pending orders to become paid, moved ${moved}`);
        await plan.afterPayment?.(tx);

        const result: CheckoutResult = {
          alcpaySessionId: payment.sessionId,
          message: ORDER_PLACED_MESSAGE,
          totalCents,
          orders: newOrders.map((order) => ({
            id: order.id,
            orderNumber: orderNumberOf(payment.sessionId, order, newOrders),
            status: 'paid',
            fulfillmentType: order.fulfillmentType,
            subtotalCents: order.subtotalCents,
            deliveryFeeCents: order.feeCents,
            taxCents: order.taxCents,
            totalCents: orderTotal(order),
            estimatedDelivery: order.estimatedDelivery.toISOString(),
          })),
        };
        if (request.idempotency) await this.idempotencyKeys.storeResponse(tx, { shopperId: request.shopperId, key: request.idempotency.key }, result);
        return result;
      });
    } catch (error) {
      if (chargedSessionId) {
        await this.payments.voidPaymentSession(chargedSessionId).catch((voidError: unknown) => {
          // Money may be held without an order: this needs a person, so say exactly which session.
          this.logger.error(`Could not void payment session ${chargedSessionId} after a failed checkout: ${String(voidError)}`);
        });
      }
      throw error;
    }
  }
}

function orderTotal(order: PlannedOrder): number {
  return order.subtotalCents + order.feeCents + order.taxCents;
}
