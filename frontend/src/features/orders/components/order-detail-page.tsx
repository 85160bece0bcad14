import { Link } from '@tanstack/react-router';
import { errorMessage } from '@/api/fetcher';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCancelOrder, useOrder } from '../api/orders';
import { OrderCard } from './order-card';

/** /orders/{id}: one order with each shipment's timeline, tracking and refunds; cancel while nothing has left. */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const cancel = useCancelOrder(orderId);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/orders" className="text-sm text-ink-muted hover:text-ink">
        ← Your Orders
      </Link>
      <h1 className="mt-2 mb-6 font-display text-3xl font-semibold tracking-tight">Order details</h1>
      <QueryState query={order} pending={<Spinner className="py-24" label="Loading your order" />} error={(error) => <p className="py-12 text-center text-danger-light">This order could not be loaded: {errorMessage(error)}</p>}>
        {(data) => (
          <div className="grid gap-4">
            <OrderCard order={data} as="div" />
            {data.status === 'paid' && (
              <div className="flex flex-wrap items-center gap-3">
                <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                  Cancel order
                </Button>
                <p className="text-sm text-ink-muted">Nothing has left yet: cancelling releases the hold on your card at once.</p>
              </div>
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}
