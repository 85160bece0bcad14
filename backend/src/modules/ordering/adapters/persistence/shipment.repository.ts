import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { LockedShipment, NewShipment, ShipmentMoveRecord, ShipmentStore } from '../../application/ports/shipment-store.port';
import type { OrderStatus } from '../../domain/order-status';
import type { ShipmentStatus } from '../../domain/shipment-status-values';

interface ShipmentRow {
  id: string;
  order_id: string;
  brand_id: string;
  status: ShipmentStatus;
  fulfillment_type: 'delivery' | 'shipping';
  amount_cents: number;
  captured_cents: number;
  refunded_cents: number;
  payment_intent_id: string | null;
  order_status: OrderStatus;
  order_item_ids: string[];
}

const SHIPMENT_COLUMNS = `s.id, s.order_id, s.brand_id, s.status, s.fulfillment_type, s.amount_cents, s.captured_cents, s.refunded_cents,
  o.payment_intent_id, o.status as order_status,
  coalesce((select array_agg(i.id::text order by i.created_at, i.id) from order_items i where i.shipment_id = s.id), '{}') as order_item_ids`;

function toLocked(row: ShipmentRow): LockedShipment {
  return {
    id: row.id,
    orderId: row.order_id,
    brandId: row.brand_id,
    status: row.status,
    fulfillmentType: row.fulfillment_type,
    amountCents: row.amount_cents,
    capturedCents: row.captured_cents,
    refundedCents: row.refunded_cents,
    paymentSessionId: row.payment_intent_id,
    orderStatus: row.order_status,
    orderItemIds: row.order_item_ids,
  };
}

@Injectable()
export class PostgresShipmentRepository implements ShipmentStore {
  async brandsOfProducts(transaction: TransactionContext, productIds: readonly string[]): Promise<Map<string, string>> {
    const rows = await entityManagerOf(transaction).execute<{ id: string; brand_id: string }[]>('select id, brand_id from catalog_products_v where id = any(?::uuid[])', [`{${productIds.join(',')}}`]);
    return new Map(rows.map((row) => [row.id, row.brand_id]));
  }

  async insertShipments(transaction: TransactionContext, shipments: readonly NewShipment[], at: Date): Promise<void> {
    const tx = entityManagerOf(transaction);
    for (const shipment of shipments) {
      await tx.execute(
        `insert into shipments (id, order_id, brand_id, status, fulfillment_type, amount_cents, due_by, created_at, updated_at)
         values (?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
        [shipment.id, shipment.orderId, shipment.brandId, shipment.fulfillmentType, shipment.amountCents, shipment.dueBy.toISOString(), at.toISOString(), at.toISOString()],
      );
      await tx.execute('update order_items set shipment_id = ? where id = any(?::uuid[])', [shipment.id, `{${shipment.orderItemIds.join(',')}}`]);
      await tx.execute(`insert into shipment_events (shipment_id, from_status, to_status, created_at) values (?, null, 'pending', ?)`, [shipment.id, at.toISOString()]);
    }
  }

  async lockShipment(transaction: TransactionContext, shipmentId: string): Promise<LockedShipment | null> {
    const tx = entityManagerOf(transaction);
    const owner = await tx.execute<{ order_id: string }[]>('select order_id from shipments where id = ?', [shipmentId]);
    if (owner.length === 0) return null;
    await tx.execute('select id from orders where id = ? for update', [owner[0].order_id]);
    const rows = await tx.execute<ShipmentRow[]>(`select ${SHIPMENT_COLUMNS} from shipments s join orders o on o.id = s.order_id where s.id = ? for update of s`, [shipmentId]);
    return rows[0] ? toLocked(rows[0]) : null;
  }

  async lockOrder(transaction: TransactionContext, orderId: string, shopperId: string | null): Promise<{ status: OrderStatus; shipments: LockedShipment[] } | null> {
    const tx = entityManagerOf(transaction);
    const orders = await tx.execute<{ status: OrderStatus }[]>('select status from orders where id = ? and (?::uuid is null or user_id = ?::uuid) for update', [orderId, shopperId, shopperId]);
    if (orders.length === 0) return null;
    const rows = await tx.execute<ShipmentRow[]>(`select ${SHIPMENT_COLUMNS} from shipments s join orders o on o.id = s.order_id where s.order_id = ? order by s.created_at, s.id for update of s`, [orderId]);
    return { status: orders[0].status, shipments: rows.map(toLocked) };
  }

  async writeMove(transaction: TransactionContext, move: ShipmentMoveRecord): Promise<boolean> {
    const tx = entityManagerOf(transaction);
    const rows = await tx.execute<{ id: string }[]>(
      `update shipments set status = ?, updated_at = ?,
              carrier = coalesce(?, carrier), tracking_number = coalesce(?, tracking_number), refusal_reason = coalesce(?, refusal_reason),
              recipient_name = coalesce(?, recipient_name), id_type = coalesce(?, id_type), recipient_birth_year = coalesce(?::int, recipient_birth_year), id_matched_declared_birth_date = coalesce(?::boolean, id_matched_declared_birth_date),
              handed_over_by = case when ?::boolean then ?::uuid else handed_over_by end, handed_over_at = case when ?::boolean then ?::timestamptz else handed_over_at end,
              captured_cents = captured_cents + ?, refunded_cents = refunded_cents + ?
        where id = ? and status = ? returning id`,
      [
        move.to, move.at.toISOString(),
        move.carrier ?? null, move.trackingNumber ?? null, move.refusalReason ?? null,
        move.handoff?.recipientName ?? null, move.handoff?.idType ?? null, move.handoff?.birthYear ?? null, move.handoff?.matchedDeclaredBirthDate ?? null,
        !!move.handoff, move.actorUserId, !!move.handoff, move.at.toISOString(),
        move.capturedCents ?? 0, move.refundedCents ?? 0,
        move.shipmentId, move.from,
      ],
    );
    if (rows.length === 0) return false;
    await tx.execute('insert into shipment_events (shipment_id, from_status, to_status, actor_user_id, actor_role, reason, created_at) values (?, ?, ?, ?, ?, ?, ?)', [
      move.shipmentId, move.from, move.to, move.actorUserId, move.actorRole, move.reason, move.at.toISOString(),
    ]);
    return true;
  }

  async recordRefund(transaction: TransactionContext, shipmentId: string, refundedCents: number, actorUserId: string | null, actorRole: string | null, reason: string, at: Date): Promise<void> {
    const tx = entityManagerOf(transaction);
    const rows = await tx.execute<{ status: ShipmentStatus }[]>('update shipments set refunded_cents = refunded_cents + ?, updated_at = ? where id = ? returning status', [refundedCents, at.toISOString(), shipmentId]);
    await tx.execute('insert into shipment_events (shipment_id, from_status, to_status, actor_user_id, actor_role, reason, created_at) values (?, ?, ?, ?, ?, ?, ?)', [
      shipmentId, rows[0].status, rows[0].status, actorUserId, actorRole, reason, at.toISOString(),
    ]);
  }
}
