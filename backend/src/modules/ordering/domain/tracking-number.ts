import { DomainError } from '../../../shared/domain/domain-error';
import type { Carrier } from './shipment-status-values';

/** Each carrier's tracking number format, and the page a shopper follows it on. */
export const CARRIER_FORMATS: Readonly<Record<Carrier, { pattern: RegExp; describe: string; trackingUrl: (trackingNumber: string) => string }>> = {
  ups: { pattern: /^1Z[0-9A-Z]{16}$/, describe: '1Z followed by 16 letters or digits', trackingUrl: (n) => `https://www.ups.com/track?tracknum=${n}` },
  fedex: { pattern: /^(\d{12}|\d{15}|\d{20})$/, describe: '12, 15 or 20 digits', trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  dhl: { pattern: /^\d{10}$/, describe: '10 digits', trackingUrl: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${n}` },
};

export class TrackingNumberInvalidError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'TRACKING_NUMBER_INVALID';
  constructor(carrier: Carrier) {
    super(`trackingNumber is not a ${carrier.toUpperCase()} tracking number: it must be ${CARRIER_FORMATS[carrier].describe}.`);
  }
}

/** The tracking number as the carrier prints it (spaces dropped, letters upper case), or a 400 naming the format. */
export function normalizeTrackingNumber(carrier: Carrier, raw: string): string {
  const trackingNumber = raw.replace(/\s+/g, '').toUpperCase();
  if (!CARRIER_FORMATS[carrier].pattern.test(trackingNumber)) throw new TrackingNumberInvalidError(carrier);
  return trackingNumber;
}

export function trackingUrlOf(carrier: Carrier, trackingNumber: string): string {
  return CARRIER_FORMATS[carrier].trackingUrl(trackingNumber);
}
