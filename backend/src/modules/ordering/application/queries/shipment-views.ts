import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../shared/application/sql';
import { CARRIERS, ID_TYPES, REFUSAL_REASONS, SHIPMENT_STATUSES, type Carrier, type IdType, type RefusalReason, type ShipmentStatus } from '../../domain/shipment-status-values';
import { trackingUrlOf } from '../../domain/tracking-number';

/** One step of a shipment's timeline: where it went, when, and why (a refusal's reason, a refund's). */
export interface ShipmentTimelineStep {
  status: ShipmentStatus;
  at: Date;
  reason: string | null;
}

/** The ID check at the handoff: never the ID's number, only its type and the year of birth. */
export interface HandoffView {
  recipientName: string;
  idType: IdType;
  birthYear: number;
  /** Whether the ID showed the date of birth the account declared; null when the account declared none. */
  matchedDeclaredBirthDate: boolean | null;
  checkedBy: string | null;
  checkedAt: Date;
}

export interface ShipmentView {
  id: string;
  orderId: string;
  brandId: string;
  brandName: string | null;
  status: ShipmentStatus;
  fulfillmentType: 'delivery' | 'shipping';
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
  dueBy: Date;
  carrier: Carrier | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  refusalReason: RefusalReason | null;
  handoff: HandoffView | null;
  orderItemIds: string[];
  createdAt: Date;
  timeline: ShipmentTimelineStep[];
}

export const SHIPMENT_ROW = z.object({
  id: z.string(),
  order_id: z.string(),
  brand_id: z.string(),
  brand_name: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  fulfillment_type: z.enum(['delivery', 'shipping']),
  amount_cents: z.number(),
  captured_cents: z.number(),
  refunded_cents: z.number(),
  due_by: z.date(),
  carrier: z.enum(CARRIERS).nullable(),
  tracking_number: z.string().nullable(),
  refusal_reason: z.enum(REFUSAL_REASONS).nullable(),
  recipient_name: z.string().nullable(),
  id_type: z.enum(ID_TYPES).nullable(),
  recipient_birth_year: z.number().nullable(),
  id_matched_declared_birth_date: z.boolean().nullable(),
  handed_over_by: z.string().nullable(),
  handed_over_at: z.date().nullable(),
  order_item_ids: z.array(z.string()),
  created_at: z.date(),
});
type ShipmentRow = z.output<typeof SHIPMENT_ROW>;

export const SHIPMENT_COLUMNS = `s.id, s.order_id, s.brand_id, b.name as brand_name, s.status, s.fulfillment_type, s.amount_cents, s.captured_cents, s.refunded_cents,
  s.due_by, s.carrier, s.tracking_number, s.refusal_reason, s.recipient_name, s.id_type, s.recipient_birth_year, s.id_matched_declared_birth_date, s.handed_over_by, s.handed_over_at,
  coalesce((select array_agg(i.id::text order by i.created_at, i.id) from order_items i where i.shipment_id = s.id), '{}') as order_item_ids, s.created_at`;

const SHIPMENTS_OF_ORDERS = sqlStatement(
  'ordering.shipments-of-orders',
  `select ${SHIPMENT_COLUMNS} from shipments s left join catalog_brands_v b on b.id = s.brand_id where s.order_id = any($1::uuid[]) order by s.created_at, s.id`,
  SHIPMENT_ROW,
);

const SHIPMENT_EVENTS = sqlStatement(
  'ordering.shipment-events',
  `select shipment_id, to_status, reason, created_at from shipment_events where shipment_id = any($1::uuid[]) order by created_at, id`,
  z.object({ shipment_id: z.string(), to_status: z.enum(SHIPMENT_STATUSES), reason: z.string().nullable(), created_at: z.date() }),
);

/** The shipments' views with their timelines, from rows a statement selected with {@link SHIPMENT_COLUMNS}. */
export async function shipmentViewsOf(sql: Sql, rows: readonly ShipmentRow[]): Promise<ShipmentView[]> {
  if (rows.length === 0) return [];
  const events = await sql.rows(SHIPMENT_EVENTS, [rows.map((row) => row.id)]);
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    brandId: row.brand_id,
    brandName: row.brand_name,
    status: row.status,
    fulfillmentType: row.fulfillment_type,
    amountCents: row.amount_cents,
    capturedCents: row.captured_cents,
    refundedCents: row.refunded_cents,
    dueBy: row.due_by,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    trackingUrl: row.carrier && row.tracking_number ? trackingUrlOf(row.carrier, row.tracking_number) : null,
    refusalReason: row.refusal_reason,
    handoff:
      row.recipient_name && row.id_type && row.recipient_birth_year !== null && row.handed_over_at
        ? { recipientName: row.recipient_name, idType: row.id_type, birthYear: row.recipient_birth_year, matchedDeclaredBirthDate: row.id_matched_declared_birth_date, checkedBy: row.handed_over_by, checkedAt: row.handed_over_at }
        : null,
    orderItemIds: row.order_item_ids,
    createdAt: row.created_at,
    timeline: events.filter((event) => event.shipment_id === row.id).map((event) => ({ status: event.to_status, at: event.created_at, reason: event.reason })),
  }));
}

/** Every shipment of the orders, with its timeline. */
export async function shipmentsOfOrders(sql: Sql, orderIds: readonly string[]): Promise<ShipmentView[]> {
  if (orderIds.length === 0) return [];
  return shipmentViewsOf(sql, await sql.rows(SHIPMENTS_OF_ORDERS, [orderIds]));
}
