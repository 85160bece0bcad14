import type { FulfillmentType } from '../../catalog';

const HOUR_MS = 60 * 60 * 1000;

/** The specification's promise: same-day delivery arrives within 3 hours, shipping within 3 days. */
export const DELIVERY_ESTIMATE_MS = 3 * HOUR_MS;
/** Three days as 72 hours: the clock is UTC, so there is no daylight-saving day of 23 or 25 hours. */
export const SHIPPING_ESTIMATE_MS = 3 * 24 * HOUR_MS;

/** When the order is expected to arrive; `now` is a parameter so that callers and tests control the clock. */
export function estimatedDeliveryFor(fulfillmentType: FulfillmentType, now: Date): Date {
  const lead = fulfillmentType === 'delivery' ? DELIVERY_ESTIMATE_MS : SHIPPING_ESTIMATE_MS;
  return new Date(now.getTime() + lead);
}
