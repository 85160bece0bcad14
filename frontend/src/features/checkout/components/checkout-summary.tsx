import { errorMessage } from '@/api/fetcher';
import { useCartTotals } from '../api/cart-queries';
import { FULFILLMENT_LABELS } from '@/lib/fulfillment';
import { formatDollars } from '@/lib/money';
import { useCheckoutQuote } from '../api/checkout-quote';
import type { CheckoutPurchase, ProductCheckoutPurchase } from '../api/checkout-types';

/** What is being bought, above the form. Amounts come from the server; the browser never prices. */
export function CheckoutSummary({ purchase, state }: { purchase: CheckoutPurchase; state: string }) {
  return (
    <div className="mb-4 rounded-lg border border-stone-800 bg-stone-950/60 p-4 text-sm" data-testid="checkout-summary">
      {purchase.kind === 'product' ? <ProductSummary purchase={purchase} state={state} /> : <CartSummary />}
    </div>
  );
}

/** The product and the server's full breakdown, before payment (issue 17). */
function ProductSummary({ purchase, state }: { purchase: ProductCheckoutPurchase; state: string }) {
  const quote = useCheckoutQuote(purchase, state);
  const feeLabel = purchase.fulfillmentType === 'delivery' ? 'Delivery fee' : 'Shipping fee';
  return (
    <div className="grid gap-3">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="font-medium text-stone-100">{purchase.productName}</p>
          <p className="text-stone-400">{FULFILLMENT_LABELS[purchase.fulfillmentType]}</p>
        </div>
        <p className="font-semibold text-stone-100">{formatDollars(purchase.price)}</p>
      </div>
      {quote.isError ? (
        <p className="text-red-300" role="alert">
          {errorMessage(quote.error)}
        </p>
      ) : quote.data ? (
        <dl className="grid gap-1.5 border-t border-stone-800 pt-3" data-testid="checkout-breakdown">
          <Line label="Subtotal" amount={quote.data.subtotal} testId="subtotal" />
          <Line label={feeLabel} amount={quote.data.deliveryFee} testId="fee" />
          <Line label="Tax (8%)" amount={quote.data.tax} testId="tax" />
          <div className="mt-1 flex justify-between border-t border-stone-800 pt-2 text-base font-semibold text-stone-100">
            <dt>Total</dt>
            <dd data-testid="checkout-breakdown-total">{formatDollars(quote.data.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-stone-400">Calculating total…</p>
      )}
    </div>
  );
}

function Line({ label, amount, testId }: { label: string; amount: number; testId: string }) {
  return (
    <div className="flex justify-between text-stone-300">
      <dt>{label}</dt>
      <dd data-testid={`checkout-breakdown-${testId}`}>{amount === 0 && testId === 'fee' ? 'Free' : formatDollars(amount)}</dd>
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
