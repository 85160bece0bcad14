import type { FulfillmentType } from '@/lib/fulfillment';

/** Seed 000 §4: delivery arrives within 3 hours, shipping within 3 days. */
const DELIVERY_WINDOW_MS = 3 * 60 * 60 * 1000;
const SHIPPING_WINDOW_DAYS = 3;

/** 'Today by 5:30 PM' for delivery, or the date 3 days out ('Wednesday, November 25') for shipping. */
export function estimatedArrivalText(fulfillmentType: FulfillmentType, now: Date): string {
  if (fulfillmentType === 'delivery') {
    const by = new Date(now.getTime() + DELIVERY_WINDOW_MS);
    return `Today by ${by.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })}`;
  }
  const arrival = new Date(now);
  arrival.setDate(arrival.getDate() + SHIPPING_WINDOW_DAYS);
  return arrival.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' });
}
