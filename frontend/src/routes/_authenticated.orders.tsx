import { createFileRoute } from '@tanstack/react-router';
import { loadOrders, OrdersPage } from '@/features/orders';

export const Route = createFileRoute('/_authenticated/orders')({
  // Signed-in only: its loader loads with its component, not in every page's entry.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
  loader: ({ context }) => loadOrders(context.queryClient),
  component: OrdersPage,
});
