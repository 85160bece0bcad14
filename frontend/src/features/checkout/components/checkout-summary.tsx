import { useCartTotals } from '@/features/cart';
import { FULFILLMENT_LABELS } from '@/lib/fulfillment';
import { formatDollars } from '@/lib/money';
import type { CheckoutPurchase } from '../api/checkout-types';

/** What is being bought, above the form. Amounts come from the server; the browser never prices. */
export function CheckoutSummary({ purchase }: { purchase: CheckoutPurchase }) {
  return (
    <div className="mb-4 rounded-lg border border-stone-800 bg-stone-950/60 p-4 text-sm" data-testid="checkout-summary">
      {purchase.kind === 'product' ? <ProductSummary purchase={purchase} /> : <CartSummary />}
    </div>
  );
}

function ProductSummary({ purchase }: { purchase: Extract<CheckoutPurchase, { kind: 'product' }> }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p className="font-medium text-stone-100">{purchase.productName}</p>
        <p className="text-stone-400">{FULFILLMENT_LABELS[purchase.fulfillmentType]}</p>
      </div>
      <div className="text-right">
        <p className="font-semibold text-stone-100">{formatDollars(purchase.price)}</p>
        <p className="text-xs text-stone-400">plus tax and fees</p>
      </div>
    </div>
  );
}

function CartSummary() {
  const { data: totals } = useCartTotals();
  if (!totals) return <p className="text-stone-400">Loading your cart…</p>;
  return (
    <div className="flex items-center justify-between gap-4">
      <p className="text-stone-300">
        Your cart · {totals.count} {totals.count === 1 ? 'item' : 'items'}
      </p>
      <p className="font-semibold text-stone-100">Total {formatDollars(totals.total)}</p>
    </div>
  );
}
