import { Link } from '@tanstack/react-router';
import { PackageOpen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/api/fetcher';
import { useOrders } from '../api/orders';
import { OrderCard } from './order-card';

export function OrderHistory() {
  const { data: orders, isPending, isError, error } = useOrders();

  if (isPending) return <Spinner className="py-24" label="Loading your orders" />;
  if (isError) return <p className="py-12 text-center text-red-300">Your orders could not be loaded: {errorMessage(error)}</p>;
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-20 text-center">
        <PackageOpen aria-hidden className="size-12 text-stone-600" />
        <p className="text-lg font-medium">No orders yet</p>
        <p className="text-sm text-stone-400">Your orders will show up here once you check out.</p>
        <Button asChild variant="outline" className="mt-4">
          <Link to="/products">Browse Products</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-4">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}
