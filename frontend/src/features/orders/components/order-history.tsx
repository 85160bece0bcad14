import { Link } from '@tanstack/react-router';
import { PackageOpen } from 'lucide-react';
import { errorMessage } from '@/api/fetcher';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOrders } from '../api/orders';
import { OrderCard } from './order-card';

export function OrderHistory() {
  const orders = useOrders();
  return (
    <QueryState
      query={orders}
      pending={<Spinner className="py-24" label="Loading your orders" />}
      error={(error) => <p className="py-12 text-center text-danger-light">Your orders could not be loaded: {errorMessage(error)}</p>}
      isEmpty={(data) => data.length === 0}
      empty={<NoOrdersYet />}
    >
      {(data) => (
        <ul className="grid gap-4">
          {data.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function NoOrdersYet() {
  return (
    <div className="flex flex-col items-center gap-3 py-20 text-center">
      <PackageOpen aria-hidden className="size-12 text-ink-disabled" />
      <p className="text-lg font-medium">No orders yet</p>
      <p className="text-sm text-ink-muted">Your orders will show up here once you check out.</p>
      <Button asChild variant="outline" className="mt-4">
        <Link to="/products">Browse Products</Link>
      </Button>
    </div>
  );
}
