import type { OrderShipmentDto, ShipmentStatus } from '@/api/generated/model';
import { formatDollars } from '@/lib/money';

/** Shown in the shopper's own time zone (the browser's). */
const stepFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

const STEP_LABELS: Record<ShipmentStatus, string> = {
  pending: 'Paid',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  refused: 'Refused at the door',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/** Why money went back, in the shopper's words. */
const REFUND_REASONS: Record<string, string> = {
  no_id: 'no ID was shown at the door',
  underage: 'the recipient was under 21',
  expired_id: 'the ID had expired',
  intoxicated: 'the recipient appeared intoxicated',
  no_one_available: 'no one was available to receive it',
  address_problem: 'the address could not be reached',
  date_of_birth_mismatch: "the ID's date of birth was not the one on your account",
  returned: 'it was returned',
  order_refunded: 'the order was refunded',
  order_cancelled: 'the order was cancelled',
};

/** Each shipment of an order: its seller, where it is, when each step happened, the tracking link and any refund. */
export function ShipmentTimelines({ shipments }: { shipments: OrderShipmentDto[] }) {
  if (shipments.length === 0) return null;
  return (
    <div className="mt-4 grid gap-4 border-t border-border pt-4">
      {shipments.map((shipment) => (
        <section key={shipment.id} className="text-sm" data-testid="shipment" aria-label={`Shipment from ${shipment.brandName ?? 'the seller'}`}>
          <p className="font-medium text-ink">
            {shipment.brandName ?? 'Seller'} · <span className="text-ink-muted">{STEP_LABELS[shipment.status]}</span>
          </p>
          <ol className="mt-2 grid gap-1 border-l border-border pl-4" data-testid="timeline">
            {shipment.timeline.map((step, index) => (
              <li key={`${step.status}-${index}`} className="flex flex-wrap justify-between gap-x-4 text-ink-soft">
                <span>{STEP_LABELS[step.status]}</span>
                <time className="text-ink-subtle" dateTime={step.at}>
                  {stepFormat.format(new Date(step.at))}
                </time>
              </li>
            ))}
          </ol>
          {shipment.trackingUrl && (
            <p className="mt-2">
              <a className="text-accent-light underline" href={shipment.trackingUrl} target="_blank" rel="noreferrer">
                Track with {shipment.carrier?.toUpperCase()} ({shipment.trackingNumber})
              </a>
            </p>
          )}
          {shipment.refunded > 0 && (
            <p className="mt-2 text-success-light" data-testid="refund">
              {formatDollars(shipment.refunded)} refunded to your card{shipment.refundReason ? `: ${REFUND_REASONS[shipment.refundReason] ?? shipment.refundReason}` : ''}.
            </p>
          )}
          {shipment.status === 'cancelled' && <p className="mt-2 text-ink-muted">Cancelled before it left: nothing was charged for it.</p>}
        </section>
      ))}
    </div>
  );
}
