import type { FulfillmentType } from '@/lib/fulfillment';

/** The specification's promise: delivery arrives within 3 hours, shipping within 3 days. */
const DELIVERY_WINDOW_MS = 3 * 60 * 60 * 1000;
const SHIPPING_WINDOW_DAYS = 3;
const LOCALE = 'en-US';

/** The shopper's time zone: the browser's own. */
export function shopperTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The calendar day of an instant in a time zone, as a UTC midnight, so days can be counted and added. */
function calendarDay(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat(LOCALE, { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the order arrives, in the shopper's time zone: delivery 'Today by 5:30 PM', or 'Tomorrow by
 * 12:04 AM' when the 3 hours pass midnight; shipping the date 3 days out
 * ('Wednesday, November 25').
 */
export function estimatedArrivalText(fulfillmentType: FulfillmentType, now: Date, timeZone: string = shopperTimeZone()): string {
  if (fulfillmentType === 'delivery') {
    const by = new Date(now.getTime() + DELIVERY_WINDOW_MS);
    const time = by.toLocaleTimeString(LOCALE, { timeZone, hour: 'numeric', minute: '2-digit' });
    const days = Math.round((calendarDay(by, timeZone) - calendarDay(now, timeZone)) / DAY_MS);
    if (days === 0) return `Today by ${time}`;
    if (days === 1) return `Tomorrow by ${time}`;
    return `${by.toLocaleDateString(LOCALE, { timeZone, weekday: 'long', month: 'long', day: 'numeric' })} by ${time}`;
  }
  const arrival = new Date(calendarDay(now, timeZone) + SHIPPING_WINDOW_DAYS * DAY_MS);
  return arrival.toLocaleDateString(LOCALE, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
}
