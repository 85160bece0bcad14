import { QueryState } from '@/components/query-state';
import { formatDollars } from '@/lib/money';
import { useCartTotals } from '../api/cart-queries';

/** Subtotal, 'Delivery & Shipping' (only when there is a fee), Tax and Total, as the server computed them. */
export function CartTotalsSummary() {
  const totals = useCartTotals();
  return (
    <QueryState
      query={totals}
      pending={<p className="text-sm text-ink-muted">Calculating totals…</p>}
      error={() => <p className="text-sm text-danger-light">Totals could not be loaded. Please try again.</p>}
    >
      {({ subtotal, fees, tax, total }) => (
        <dl className="grid gap-1.5 text-sm" data-testid="cart-totals">
          <TotalsLine label="Subtotal" amount={subtotal} />
          {fees > 0 && <TotalsLine label="Delivery & Shipping" amount={fees} />}
          <TotalsLine label="Tax" amount={tax} />
          <div className="mt-1 flex justify-between border-t border-border pt-2 text-base font-semibold">
            <dt>Total</dt>
            <dd data-testid="cart-total-total">{formatDollars(total)}</dd>
          </div>
        </dl>
      )}
    </QueryState>
  );
}

function TotalsLine({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex justify-between text-ink-subtle">
      <dt>{label}</dt>
      <dd data-testid={`cart-total-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`}>{formatDollars(amount)}</dd>
    </div>
  );
}
