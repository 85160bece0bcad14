import { Ban, PackageX, Package, Truck } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { Product } from '../api/types';

type Availability = Pick<Product, 'availableInState' | 'deliveryInState' | 'shippingInState' | 'stateRestricted' | 'unavailableReason'>;

/**
 * Per product, for the chosen address: does same-day delivery reach the state, can it be shipped
 * there, or (UT, MS, AL) may alcohol not be sold there at all. The server decides (catalog
 * `state=`); this only shows its answer.
 */
export function StateAvailability({ product, state, compact = false }: { product: Availability & { available?: boolean }; state: string; compact?: boolean }) {
  // Out of stock everywhere: where it could be sent does not matter.
  if (product.available === false) return <OutOfStock compact={compact} />;
  if (product.availableInState === undefined) return null;

  if (product.stateRestricted) {
    return (
      <p className={cn('flex items-start gap-1.5 text-danger-light', compact ? 'text-xs' : 'text-sm')} data-testid="state-availability">
        <Ban aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        Alcohol cannot be sold to {state}
      </p>
    );
  }

  return (
    <ul className={cn('grid gap-1', compact ? 'text-xs' : 'text-sm')} data-testid="state-availability">
      <li className={cn('flex items-center gap-1.5', product.deliveryInState ? 'text-success-light' : 'text-ink-muted')}>
        <Truck aria-hidden className="size-3.5 shrink-0" />
        {product.deliveryInState ? `Same-day delivery to ${state}` : `No same-day delivery to ${state}`}
      </li>
      <li className={cn('flex items-center gap-1.5', product.shippingInState ? 'text-success-light' : 'text-ink-muted')}>
        <Package aria-hidden className="size-3.5 shrink-0" />
        {product.shippingInState ? `Ships to ${state}` : `Cannot ship to ${state}`}
      </li>
      {!compact && !product.availableInState && product.unavailableReason && (
        <li className="text-ink-muted">{product.unavailableReason}</li>
      )}
    </ul>
  );
}

/** An unavailable (out-of-stock) product, on its card and page, whatever the address. */
export function OutOfStock({ compact = false }: { compact?: boolean }) {
  return (
    <p className={cn('flex items-center gap-1.5 font-medium text-ink-subtle', compact ? 'text-xs' : 'text-sm')} data-testid="out-of-stock">
      <PackageX aria-hidden className="size-3.5 shrink-0" />
      Out of stock
    </p>
  );
}
