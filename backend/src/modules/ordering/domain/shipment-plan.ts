import type { Cents } from '../../../shared/domain/money';
import { allocateTax } from './tax-allocation';

const HOUR_MS = 60 * 60 * 1000;
/** Shipping orders are due to leave within 2 days; same-day delivery is due by the promised window's end. */
export const SHIPPING_DUE_MS = 48 * HOUR_MS;

export interface LineToShip {
  orderItemId: string;
  brandId: string;
  lineCents: Cents;
}

export interface PlannedShipment {
  brandId: string;
  orderItemIds: string[];
  /** Its lines plus its part of the order's fee and tax, in proportion to its lines; the parts add up to the order's total. */
  amountCents: Cents;
}

/** One shipment per brand with lines in the order, in the order the brands first appear. */
export function planShipments(orderTotalCents: Cents, lines: readonly LineToShip[]): PlannedShipment[] {
  const byBrand = new Map<string, LineToShip[]>();
  for (const line of lines) byBrand.set(line.brandId, [...(byBrand.get(line.brandId) ?? []), line]);
  const groups = [...byBrand.entries()];
  const amounts = allocateTax(orderTotalCents, groups.map(([, group]) => group.reduce((sum, line) => sum + line.lineCents, 0)));
  return groups.map(([brandId, group], index) => ({ brandId, orderItemIds: group.map((line) => line.orderItemId), amountCents: amounts[index] }));
}

export function dueByOf(fulfillmentType: 'delivery' | 'shipping', estimatedDelivery: Date, paidAt: Date): Date {
  return fulfillmentType === 'delivery' ? estimatedDelivery : new Date(paidAt.getTime() + SHIPPING_DUE_MS);
}

/** The idempotency key of one payment step of one shipment: the same step retried is the same provider call. */
export function paymentStepKey(shipmentId: string, step: 'capture' | 'void' | 'refund'): string {
  return `shipment:${shipmentId}:${step}`;
}
