import { errorMessage } from '@/api/fetcher';
import { useCart, useCartTotals } from '../api/cart-queries';
import { FULFILLMENT_LABELS } from '@/lib/fulfillment';
import { formatDollars } from '@/lib/money';
import { useCheckoutQuote } from '../api/checkout-quote';
import type { CheckoutPurchase, ProductCheckoutPurchase } from '../api/checkout-types';
import { DeliveryOption } from './delivery-option';
import { pluralize } from '@/lib/text';

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
  const { data: items } = useCart();
  if (!totals) return <p className="text-ink-muted">Loading your cart…</p>;
  return (
    <div className="grid gap-3">
      {/* Each line's way can still be changed here: the fees and total below are the server's for the cart as it is. */}
      <ul className="grid gap-2" aria-label="Items in your order">
        {(items ?? []).map((item) => (
          <li key={item.id} className="min-w-0" data-testid="checkout-cart-line">
            <p className="truncate font-medium text-ink">
              {item.product.name} × {item.quantity}
            </p>
            <DeliveryOption item={item} />
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between gap-4 border-t border-border pt-3">
        <div className="min-w-0 text-ink-subtle">
          <p>
            Your cart · {pluralize(totals.count, 'item')}
          </p>
          <p className="text-xs">Delivery &amp; Shipping {totals.fees === 0 ? 'Free' : formatDollars(totals.fees)}</p>
        </div>
        <p className="shrink-0 font-semibold whitespace-nowrap text-ink" data-testid="checkout-cart-total">
          Total {formatDollars(totals.total)}
        </p>
      </div>
    </div>
  );
}
