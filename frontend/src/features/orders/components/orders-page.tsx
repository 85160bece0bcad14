import { OrderHistory } from './order-history';

/** /orders: the signed-in shopper's order history. */
export function OrdersPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-display text-3xl font-semibold tracking-tight">Your Orders</h1>
      <p className="mt-1 mb-8 text-ink-muted">Newest first, with what you bought and what you paid.</p>
      <OrderHistory />
    </section>
  );
}
