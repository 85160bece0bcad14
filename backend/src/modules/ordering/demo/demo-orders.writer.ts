import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { estimatedDeliveryFor } from '../domain/estimated-delivery';
import { orderStatusOfShipments } from '../domain/order-status';
import { dueByOf, planShipments } from '../domain/shipment-plan';
import type { Carrier, IdType, RefusalReason, ShipmentStatus } from '../domain/shipment-status-values';
import { hasLeft } from '../domain/shipment-status';

const HOUR_MS = 60 * 60 * 1000;
const TAX_PERCENT = 8;

export interface DemoOrderLine {
  productId: string;
  brandId: string;
  productName: string;
  unitPriceCents: number;
  quantity: number;
}

/** Where each brand's shipment of the order got to; steps are spread over the hours after `placedAt`. */
export interface DemoShipmentState {
  brandId: string;
  status: ShipmentStatus;
  carrier?: Carrier;
  trackingNumber?: string;
  refusalReason?: RefusalReason;
  handoff?: { recipientName: string; idType: IdType; birthYear: number; checkedBy: string };
}

export interface DemoOrder {
  shopperId: string;
  fulfillmentType: 'delivery' | 'shipping';
  placedAt: Date;
  shipTo: { firstName: string; lastName: string; email: string; phone: string; street: string; city: string; state: string; zipCode: string };
  lines: DemoOrderLine[];
  shipments: DemoShipmentState[];
}

/** The steps a shipment took to reach `status`, in order. */
function pathTo(state: DemoShipmentState, fulfillmentType: 'delivery' | 'shipping'): ShipmentStatus[] {
  const leaving: ShipmentStatus = fulfillmentType === 'delivery' ? 'out_for_delivery' : 'shipped';
  switch (state.status) {
    case 'pending':
      return ['pending'];
    case 'packed':
      return ['pending', 'packed'];
    case 'cancelled':
      return ['pending', 'cancelled'];
    case 'shipped':
    case 'out_for_delivery':
      return ['pending', 'packed', state.status];
    default:
      return ['pending', 'packed', leaving, state.status];
  }
}

/**
 * Writes demo orders with their lines, shipments, timelines and the sandbox provider's sessions, as the
 * checkout and the fulfilment steps would have left them (money captured when a shipment left,
 * refunded when it was refused, released when it was cancelled), inside the seeder's transaction `tx`.
 * No order is credited to a creator, so the commission ledger is untouched.
 */
export async function writeDemoOrders(tx: EntityManager, orders: readonly DemoOrder[]): Promise<number> {
  const connection = tx.getConnection();
  const run = (sql: string, params: unknown[]) => connection.execute(sql, params, 'run', tx.getTransactionContext());
  for (const order of orders) {
    const orderId = randomUUID();
    const sessionId = `alcpay_sess_${randomBytes(12).toString('hex')}`;
    const items = order.lines.map((line) => ({ ...line, id: randomUUID() }));
    const subtotal = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
    const fee = order.fulfillmentType === 'delivery' ? (subtotal >= 3500 ? 0 : 499) : subtotal >= 7500 ? 0 : 899;
    const tax = Math.round((subtotal * TAX_PERCENT) / 100);
    const total = subtotal + fee + tax;
    const estimated = estimatedDeliveryFor(order.fulfillmentType, order.placedAt);
    const planned = planShipments(total, items.map((item) => ({ orderItemId: item.id, brandId: item.brandId, lineCents: item.unitPriceCents * item.quantity })));
    const states = planned.map((shipment) => {
      const state = order.shipments.find((candidate) => candidate.brandId === shipment.brandId);
      if (!state) throw new Error(`Demo order has no shipment state for brand ${shipment.brandId}`);
      return { ...shipment, state, id: randomUUID() };
    });
    const refunded = (state: DemoShipmentState, amount: number) => (state.status === 'refused' || state.status === 'returned' ? amount : 0);
    const status = orderStatusOfShipments(states.map(({ state, amountCents }) => ({ status: state.status, refundedCents: refunded(state, amountCents) })));
    const lastStep = new Date(order.placedAt.getTime() + 6 * HOUR_MS);

    await run(
      `insert into orders (id, user_id, creator_id, status, fulfillment_type, subtotal_cents, delivery_fee_cents, tax_cents, total_cents, estimated_delivery, delivery_address, payment_intent_id, created_at, updated_at)
       values (?, ?, null, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?)`,
      [orderId, order.shopperId, status, order.fulfillmentType, subtotal, fee, tax, total, estimated.toISOString(), JSON.stringify(order.shipTo), sessionId, order.placedAt.toISOString(), lastStep.toISOString()],
    );
    for (const item of items) {
      await run(`insert into order_items (id, order_id, product_id, product_name, quantity, price_cents, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)`, [
        item.id, orderId, item.productId, item.productName, item.quantity, item.unitPriceCents, order.placedAt.toISOString(), order.placedAt.toISOString(),
      ]);
    }
    const money = states.map(({ state, amountCents }) => ({
      captured: hasLeft(state.status) ? amountCents : 0,
      refunded: refunded(state, amountCents),
      voided: state.status === 'cancelled' ? amountCents : 0,
    }));
    const sum = (pick: (part: (typeof money)[number]) => number) => money.reduce((total, part) => total + pick(part), 0);
    const [captured, voided, refundedTotal] = [sum((part) => part.captured), sum((part) => part.voided), sum((part) => part.refunded)];
    await run(
      `insert into sandbox_payment_sessions (id, shopper_id, order_ids, amount_cents, captured_cents, voided_cents, refunded_cents, status, card_last4, created_at, updated_at)
       values (?, ?, ?::uuid[], ?, ?, ?, ?, ?, '4242', ?, ?)`,
      [sessionId, order.shopperId, `{${orderId}}`, total, captured, voided, refundedTotal, captured === 0 && voided >= total ? 'voided' : 'authorized', order.placedAt.toISOString(), lastStep.toISOString()],
    );
    for (const [index, { id, brandId, amountCents, orderItemIds, state }] of states.entries()) {
      const steps = pathTo(state, order.fulfillmentType);
      const stepAt = (step: number) => new Date(order.placedAt.getTime() + step * 2 * HOUR_MS);
      const handedOverAt = state.handoff ? stepAt(steps.length - 1) : null;
      await run(
        `insert into shipments (id, order_id, brand_id, status, fulfillment_type, amount_cents, captured_cents, refunded_cents, due_by, carrier, tracking_number, refusal_reason,
                                recipient_name, id_type, recipient_birth_year, handed_over_by, handed_over_at, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id, orderId, brandId, state.status, order.fulfillmentType, amountCents, money[index].captured, money[index].refunded, dueByOf(order.fulfillmentType, estimated, order.placedAt).toISOString(),
          state.carrier ?? null, state.trackingNumber ?? null, state.refusalReason ?? null,
          state.handoff?.recipientName ?? null, state.handoff?.idType ?? null, state.handoff?.birthYear ?? null, state.handoff?.checkedBy ?? null, handedOverAt?.toISOString() ?? null,
          order.placedAt.toISOString(), stepAt(steps.length - 1).toISOString(),
        ],
      );
      await run('update order_items set shipment_id = ? where id = any(?::uuid[])', [id, `{${orderItemIds.join(',')}}`]);
      for (const [step, to] of steps.entries()) {
        const reason = to === 'refused' ? (state.refusalReason ?? null) : to === 'cancelled' ? 'order_cancelled' : null;
        await run('insert into shipment_events (shipment_id, from_status, to_status, reason, created_at) values (?, ?, ?, ?, ?)', [id, step === 0 ? null : steps[step - 1], to, reason, stepAt(step).toISOString()]);
      }
      for (const kind of ['capture', 'void', 'refund'] as const) {
        const amount = kind === 'capture' ? money[index].captured : kind === 'void' ? money[index].voided : money[index].refunded;
        if (amount > 0) await run('insert into sandbox_payment_operations (idempotency_key, session_id, kind, amount_cents) values (?, ?, ?, ?)', [`shipment:${id}:${kind}`, sessionId, kind, amount]);
      }
    }
  }
  return orders.length;
}
