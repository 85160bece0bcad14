import { Package, ShoppingCart, Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { FulfillmentType } from '@/lib/fulfillment';
import { addToCartFulfillment, type FulfillmentOption } from '../lib/fulfillment';

interface PurchaseOptionsProps {
  options: readonly FulfillmentOption[];
  onBuy: (fulfillmentType: FulfillmentType) => void;
  onAddToCart: (fulfillmentType: FulfillmentType) => void;
  pending?: boolean;
}

/**
 * The specification's fulfillment rule: one option → its buy button plus 'Add to Cart'; two → both buy
 * buttons plus 'Add to Cart' marked 'Choose later'; none → a disabled 'Currently Unavailable'.
 */
export function PurchaseOptions({ options, onBuy, onAddToCart, pending = false }: PurchaseOptionsProps) {
  const addAs = addToCartFulfillment(options);
  if (!addAs) {
    return (
      <Button size="lg" disabled className="w-full">
        Currently Unavailable
      </Button>
    );
  }
  return (
    <div className="grid gap-3">
      <div className={options.length > 1 ? 'grid gap-3 sm:grid-cols-2' : 'grid'}>
        {options.map((option) => (
          <Button
            key={option.type}
            size="lg"
            disabled={pending}
            onClick={() => onBuy(option.type)}
            className="h-auto flex-col gap-0.5 py-3"
          >
            <span className="flex items-center gap-2">
              {option.type === 'delivery' ? <Truck aria-hidden /> : <Package aria-hidden />}
              {option.label}
            </span>
            <span className="text-xs font-normal opacity-80">{option.time}</span>
          </Button>
        ))}
      </div>
      <Button size="lg" variant="outline" disabled={pending} onClick={() => onAddToCart(addAs)}>
        <ShoppingCart aria-hidden />
        Add to Cart
        {options.length > 1 && <span className="rounded-full bg-surface-raised px-2 py-0.5 text-xs text-ink-subtle">Choose later</span>}
      </Button>
    </div>
  );
}
