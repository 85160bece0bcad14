import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FULFILLMENT_LABELS, FULFILLMENT_ORDER, type FulfillmentType } from '@/lib/fulfillment';
import { formatDollars } from '@/lib/money';
import { cn } from '@/lib/utils';
import { useChangeCartItemFulfillment } from '../api/cart-mutations';
import type { CartItem } from '../api/cart-types';

/**
 * A cart line's way, in the drawer and at checkout: 'Change' opens the 'Choose delivery option' dialog when the
 * product is offered both ways; a product offered one way says so, and why the other is missing.
 */
export function DeliveryOption({ item }: { item: CartItem }) {
  const [open, setOpen] = useState(false);
  const options = item.product.fulfillmentOptions;
  const name = item.product.name;
  if (options.length === 0) return null;
  // A line can switch when another way is offered (also a line whose own way is no longer offered).
  if (!options.some((type) => type !== item.fulfillmentType)) {
    const only = options[0];
    const missing: FulfillmentType = only === 'delivery' ? 'shipping' : 'delivery';
    return (
      <p className="text-xs text-ink-muted" data-testid="delivery-option-reason">
        {FULFILLMENT_LABELS[only]} only: {name} is not offered for {FULFILLMENT_LABELS[missing]}.
      </p>
    );
  }
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
        <span>{FULFILLMENT_LABELS[item.fulfillmentType]}</span>
        <Button variant="link" size="sm" className="h-auto p-0 text-xs" aria-label={`Change delivery option for ${name}`} onClick={() => setOpen(true)}>
          Change
        </Button>
      </p>
      <DeliveryOptionDialog item={item} open={open} onOpenChange={setOpen} />
    </>
  );
}

function DeliveryOptionDialog({ item, open, onOpenChange }: { item: CartItem; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { changeFulfillment, isPending } = useChangeCartItemFulfillment();
  const { product } = item;
  const fee: Record<FulfillmentType, string> = {
    delivery: `Today · ${formatDollars(product.deliveryFee)} fee, free from ${formatDollars(product.freeDeliveryMin)}`,
    shipping: `In 2 days · ${formatDollars(product.shippingFee)} fee, free from ${formatDollars(product.freeShippingMin)}`,
  };
  const choose = (type: FulfillmentType) => {
    if (type === item.fulfillmentType) return onOpenChange(false);
    changeFulfillment(item.id, type, () => onOpenChange(false));
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Choose delivery option</DialogTitle>
          <DialogDescription>
            How {product.name} reaches you. Fees apply per group and the total is recalculated.
          </DialogDescription>
        </DialogHeader>
        <div role="radiogroup" aria-label={`Delivery option for ${product.name}`} className="grid gap-2">
          {FULFILLMENT_ORDER.map((type) => {
            const selected = type === item.fulfillmentType;
            const offered = product.fulfillmentOptions.includes(type);
            return (
              <button
                key={type}
                type="button"
                role="radio"
                aria-checked={selected}
                disabled={isPending || !offered}
                onClick={() => choose(type)}
                className={cn(
                  'grid gap-0.5 rounded-lg border px-4 py-3 text-left transition-colors disabled:opacity-60',
                  selected ? 'border-accent bg-accent/10' : 'border-border hover:border-accent/60',
                )}
              >
                <span className="font-medium text-ink">{FULFILLMENT_LABELS[type]}</span>
                <span className="text-sm text-ink-muted">{offered ? fee[type] : `Not offered for ${product.name}`}</span>
              </button>
            );
          })}
        </div>
      </DialogContent>
    </Dialog>
  );
}
