import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { formatDollars } from '@/lib/money';
import { FULFILLMENT_LABELS } from '@/lib/fulfillment';
import type { PlacedOrder } from '../api/submit-checkout';
import { orderNumberFromSession } from '../lib/order-number';
import { estimatedArrivalText } from '../lib/estimated-arrival';

interface ConfirmationStepProps {
  order: PlacedOrder;
  placedAt: Date;
  onDone: () => void;
}

export function ConfirmationStep({ order, placedAt, onDone }: ConfirmationStepProps) {
  const { alcpaySessionId, fulfillmentTypes, orders } = order;
  return (
    <div className="grid gap-5 text-center">
      <CheckCircle2 aria-hidden className="mx-auto size-14 text-success-bright" />
      {orders.length > 1 ? (
        // One cart checkout with delivery and shipping lines: two orders, each with its own number.
        <div>
          <p className="text-sm text-ink-muted">Order numbers</p>
          <ul className="grid gap-1">
            {orders.map((placed) => (
              <li key={placed.orderNumber} className="flex flex-wrap items-baseline justify-center gap-x-2">
                <span className="font-mono text-xl font-semibold tracking-wider" data-testid={`order-number-${placed.fulfillmentType}`}>
                  #{placed.orderNumber}
                </span>
                <span className="text-sm text-ink-muted">{FULFILLMENT_LABELS[placed.fulfillmentType]}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div>
          <p className="text-sm text-ink-muted">Order number</p>
          <p className="font-mono text-2xl font-semibold tracking-wider" data-testid="order-number">
            #{orders[0]?.orderNumber ?? orderNumberFromSession(alcpaySessionId)}
          </p>
        </div>
      )}
      <dl className="grid gap-2 rounded-lg border border-border bg-canvas/60 p-4 text-sm">
        {fulfillmentTypes.map((type) => (
          <div key={type} className="flex items-center justify-between gap-4">
            <dt className="text-ink-muted">{fulfillmentTypes.length > 1 ? FULFILLMENT_LABELS[type] : 'Estimated arrival'}</dt>
            <dd className="font-medium text-ink" data-testid={`estimate-${type}`}>
              {estimatedArrivalText(type, placedAt)}
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-4 border-t border-border pt-2">
          <dt className="text-ink-muted">Total charged</dt>
          <dd className="font-semibold text-ink">{formatDollars(order.total)}</dd>
        </div>
      </dl>
      <DialogFooter className="mt-0 sm:justify-center">
        <Button asChild variant="outline">
          <Link to="/orders" onClick={onDone}>
            View Orders
          </Link>
        </Button>
        <Button onClick={onDone}>Continue Shopping</Button>
      </DialogFooter>
    </div>
  );
}
