import type TestAgent from 'supertest/lib/agent';
import type { TestApp } from './test-app';

/** The carriers' sample tracking numbers, valid in their formats. */
export const TRACKING = { ups: '1Z999AA10123456784', fedex: '123456789012', dhl: '1234567890' } as const;

/** An adult's ID, valid for years. */
export const ADULT_ID = { recipientName: 'Maya Lopez', idType: 'drivers_license', idDateOfBirth: '1990-04-12', idExpiresOn: '2099-04-12' } as const;

/** The zone of the fixtures' ship-to address (shippingInfo(): San Francisco, CA), whose calendar the door reads IDs against. */
export const SHIP_TO_TIME_ZONE = 'America/Los_Angeles';

/**
 * A day on the ship-to address's calendar (YYYY-MM-DD): today there, `offsetDays` later (negative:
 * earlier) and `yearsAgo` years before. Not the UTC day, which is tomorrow there every evening.
 */
export function dayAtDoor(offsetDays: number, yearsAgo = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SHIP_TO_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year - yearsAgo, month - 1, day + offsetDays)).toISOString().slice(0, 10);
}

export interface ShipmentRow {
  id: string;
  brand_id: string;
  status: string;
  amount_cents: number;
  captured_cents: number;
  refunded_cents: number;
}

export async function shipmentsOf(app: Pick<TestApp, 'query'>, orderId: string): Promise<ShipmentRow[]> {
  return app.query<ShipmentRow>('select id, brand_id, status, amount_cents, captured_cents, refunded_cents from shipments where order_id = $1 order by created_at, id', [orderId]);
}

/** Packs, sends and hands over (after the ID check) every shipment of the order, as `seller` (its brand, or an admin). */
export async function deliverOrder(app: Pick<TestApp, 'query'>, seller: TestAgent, orderId: string): Promise<void> {
  for (const shipment of await shipmentsOf(app, orderId)) {
    await seller.post(`/api/brands/shipments/${shipment.id}/pack`).expect(200);
    const [{ fulfillment_type }] = await app.query<{ fulfillment_type: string }>('select fulfillment_type from shipments where id = $1', [shipment.id]);
    if (fulfillment_type === 'shipping') await seller.post(`/api/brands/shipments/${shipment.id}/ship`).send({ carrier: 'ups', trackingNumber: TRACKING.ups }).expect(200);
    else await seller.post(`/api/brands/shipments/${shipment.id}/out-for-delivery`).expect(200);
    await seller.post(`/api/brands/shipments/${shipment.id}/deliver`).send(ADULT_ID).expect(200);
  }
}
