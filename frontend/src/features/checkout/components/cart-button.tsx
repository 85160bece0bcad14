import { ShoppingBag } from '@/components/ui/shell-icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCartCount } from '../api/cart-queries';
import { itemCountLabel } from '../lib/item-count';
import { useCartDrawer } from '../model/cart-panels';
import { lazyOverlay } from '@/lib/lazy-overlay';

// The drawer's code (and the dialog library) loads the first time the cart is opened.
const CartDrawer = lazyOverlay(() => import('./cart-drawer').then((module) => module.CartDrawer));

/** The header's cart button with the item-count badge; it opens the cart drawer. */
export function CartButton() {
  const count = useCartCount();
  const drawer = useCartDrawer();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={count === null ? 'Cart' : `Cart, ${itemCountLabel(count)}`}
        aria-busy={count === null || undefined}
        aria-haspopup="dialog"
        onClick={() => drawer.setOpen(true)}
      >
        <ShoppingBag className="size-5!" />
        {count !== null && (
          <Badge className="absolute -top-0.5 -right-0.5" data-testid="cart-count">
            {count}
          </Badge>
        )}
      </Button>
      <CartDrawer open={drawer.open} onOpenChange={drawer.setOpen} />
    </>
  );
}
