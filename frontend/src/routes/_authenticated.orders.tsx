import { createFileRoute } from '@tanstack/react-router';
import { loadOrders, OrderHistory } from '@/features/orders';

export const Route = createFileRoute('/_authenticated/orders')({
  // Signed-in only: its loader loads with its component, not in every page's entry.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
  loader: ({ context }) => loadOrders(context.queryClient),
  component: OrdersPage,
});

function OrdersPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-display text-3xl font-semibold tracking-tight">Your Orders</h1>
      <p className="mt-1 mb-8 text-stone-400">Newest first, with what you bought and what you paid.</p>
      <OrderHistory />
    </section>
  );
}
