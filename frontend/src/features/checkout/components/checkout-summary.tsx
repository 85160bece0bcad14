import { errorMessage } from '@/api/fetcher';
import { useCartTotals } from '../api/cart-queries';
import { FULFILLMENT_LABELS } from '@/lib/fulfillment';
import { formatDollars } from '@/lib/money';
import { useCheckoutQuote } from '../api/checkout-quote';
import type { CheckoutPurchase, ProductCheckoutPurchase } from '../api/checkout-types';

/** What is being bought, above the form. Amounts come from the server; the browser never prices. */
export function CheckoutSummary({ purchase, state }: { purchase: CheckoutPurchase; state: string }) {
  return (
    <div className="mb-4 rounded-lg border border-border bg-canvas/60 p-4 text-sm" data-testid="checkout-summary">
      {purchase.kind === 'product' ? <ProductSummary purchase={purchase} state={state} /> : <CartSummary />}
    </div>
  );
}

/** The product and the server's full breakdown, before payment. */
function ProductSummary({ purchase, state }: { purchase: ProductCheckoutPurchase; state: string }) {
  const quote = useCheckoutQuote(purchase, state);
  const feeLabel = purchase.fulfillmentType === 'delivery' ? 'Delivery fee' : 'Shipping fee';
  return (
    <div className="grid gap-3">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="font-medium text-ink">{purchase.productName}</p>
          <p className="text-ink-muted">{FULFILLMENT_LABELS[purchase.fulfillmentType]}</p>
        </div>
        <p className="font-semibold text-ink">{formatDollars(purchase.price)}</p>
      </div>
      {quote.isError ? (
        <p className="text-danger-light" role="alert">
          {errorMessage(quote.error)}
        </p>
      ) : quote.data ? (
        <dl className="grid gap-1.5 border-t border-border pt-3" data-testid="checkout-breakdown">
          <Line label="Subtotal" amount={quote.data.subtotal} testId="subtotal" />
          <Line label={feeLabel} amount={quote.data.deliveryFee} testId="fee" />
          <Line label="Tax (8%)" amount={quote.data.tax} testId="tax" />
          <div className="mt-1 flex justify-between border-t border-border pt-2 text-base font-semibold text-ink">
            <dt>Total</dt>
            <dd data-testid="checkout-breakdown-total">{formatDollars(quote.data.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-ink-muted">Calculating total…</p>
      )}
    </div>
  );
}

function Line({ label, amount, testId }: { label: string; amount: number; testId: string }) {
  return (
    <div className="flex justify-between text-ink-subtle">
      <dt>{label}</dt>
      <dd data-testid={`checkout-breakdown-${testId}`}>{amount === 0 && testId === 'fee' ? 'Free' : formatDollars(amount)}</dd>
    </div>
  );
}

function CartSummary() {
  const { data: totals } = useCartTotals();
  if (!totals) return <p className="text-ink-muted">Loading your cart…</p>;
  return (
    <div className="flex items-center justify-between gap-4">
      <p className="text-ink-subtle">
        Your cart · {totals.count} {totals.count === 1 ? 'item' : 'items'}
      </p>
      <p className="font-semibold text-ink">Total {formatDollars(totals.total)}</p>
    </div>
  );
}
