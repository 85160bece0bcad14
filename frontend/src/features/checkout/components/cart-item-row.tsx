import { Minus, Plus, Trash2, Wine } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDollars } from '@/lib/money';
import { useChangeCartItemQuantity, useRemoveFromCart } from '../api/cart-mutations';
import type { CartItem } from '../api/cart-types';
import { DeliveryOption } from './delivery-option';
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from '../lib/quantity';

export function CartItemRow({ item }: { item: CartItem }) {
  const { changeQuantity, isPending: isChanging } = useChangeCartItemQuantity();
  const { removeFromCart, isPending: isRemoving } = useRemoveFromCart();
  const busy = isChanging || isRemoving;
  const name = item.product.name;

  return (
    <li className="flex min-w-0 items-center gap-3 rounded-lg border border-border bg-surface/60 p-3 pr-2" data-testid="cart-item">
      <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-md bg-surface-raised">
        {item.product.image ? (
          <img src={item.product.image} alt={name} width={400} height={400} className="size-full object-cover" />
        ) : (
          <Wine aria-hidden className="size-6 text-ink-faint" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="text-sm text-ink-muted">{formatDollars(item.product.price)}</p>
        {!item.product.available && <p className="text-xs text-danger-light">No longer available this way: remove it to check out</p>}
        <DeliveryOption item={item} />
        <div className="mt-2 flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            className="size-7"
            aria-label={`Decrease quantity of ${name}`}
            disabled={busy || item.quantity <= MIN_CART_QUANTITY}
            onClick={() => changeQuantity(item.id, item.quantity - 1)}
          >
            <Minus />
          </Button>
          <span className="w-6 text-center text-sm tabular-nums" aria-label={`Quantity of ${name}`} data-testid="cart-item-quantity">
            {item.quantity}
          </span>
          <Button
            variant="outline"
            size="icon"
            className="size-7"
            aria-label={`Increase quantity of ${name}`}
            disabled={busy || item.quantity >= MAX_CART_QUANTITY}
            onClick={() => changeQuantity(item.id, item.quantity + 1)}
          >
            <Plus />
          </Button>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 shrink-0 text-ink-muted hover:text-danger-light"
        aria-label={`Remove ${name} from cart`}
        disabled={busy}
        onClick={() => removeFromCart(item.id)}
      >
        <Trash2 />
      </Button>
    </li>
  );
}
