import { formatDollars } from '@/lib/money';
import { useCartTotals } from '../api/cart-queries';

/** Subtotal, 'Delivery & Shipping' (only when there is a fee), Tax and Total, as the server computed them. */
export function CartTotalsSummary() {
  const { data: totals, isPending, isError } = useCartTotals();
  if (isPending) return <p className="text-sm text-stone-400">Calculating totals…</p>;
  if (isError) return <p className="text-sm text-red-300">Totals could not be loaded. Please try again.</p>;

  return (
    <dl className="grid gap-1.5 text-sm" data-testid="cart-totals">
      <TotalsLine label="Subtotal" amount={totals.subtotal} />
      {totals.fees > 0 && <TotalsLine label="Delivery & Shipping" amount={totals.fees} />}
      <TotalsLine label="Tax" amount={totals.tax} />
      <div className="mt-1 flex justify-between border-t border-stone-800 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="cart-total-total">{formatDollars(totals.total)}</dd>
      </div>
    </dl>
  );
}

function TotalsLine({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex justify-between text-stone-300">
      <dt>{label}</dt>
      <dd data-testid={`cart-total-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`}>{formatDollars(amount)}</dd>
    </div>
  );
}
