import { createFileRoute } from '@tanstack/react-router';
import { loadOrder, OrderDetailPage } from '@/features/orders';

export const Route = createFileRoute('/_authenticated/orders_/$orderId')({
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
  loader: ({ context, params }) => loadOrder(context.queryClient, params.orderId),
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { orderId } = Route.useParams();
  return <OrderDetailPage orderId={orderId} />;
}
