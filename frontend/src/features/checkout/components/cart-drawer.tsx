import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ShieldAlert, ShoppingBag, X } from 'lucide-react';
import { Fragment } from 'react';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FULFILLMENT_LABELS, FULFILLMENT_ORDER } from '@/lib/fulfillment';
import { useDeliveryAddress } from '@/features/address';
import { useCart, useCartCheck } from '../api/cart-queries';
import { useClearCart } from '../api/cart-mutations';
import { itemCountLabel } from '../lib/item-count';
import { proceedToCartCheckout } from '../model/cart-panels';
import type { CartItem } from '../api/cart-types';
import { CartItemRow } from './cart-item-row';
import { CartTotalsSummary } from './cart-totals-summary';

interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The specification's cart drawer, sliding in from the right; the backdrop or the X closes it. */
export function CartDrawer({ open, onOpenChange }: CartDrawerProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-scrim/70" data-testid="cart-backdrop" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l border-border bg-canvas text-ink shadow-2xl"
          aria-describedby={undefined}
          data-cart-drawer
        >
          <CartDrawerBody />
          <DialogPrimitive.Close
            className="absolute top-5 right-4 rounded-sm text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-bright"
            aria-label="Close cart"
          >
            <X className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function CartDrawerBody() {
  // Signed out, the cart query never runs and the cart simply reads as empty.
  const cart = useCart();
  const { clearCart, isPending: isClearing } = useClearCart();
  const count = (cart.data ?? []).reduce((sum, item) => sum + item.quantity, 0);

  return (
    <>
      <header className="flex items-center gap-3 border-b border-border px-5 py-4 pr-12">
        <DialogPrimitive.Title className="text-lg font-semibold">Your Cart</DialogPrimitive.Title>
        <Badge data-testid="cart-drawer-count">{itemCountLabel(count)}</Badge>
      </header>

      <QueryState
        query={cart}
        pending={<Spinner className="flex-1" label="Loading your cart" />}
        idle={<EmptyCart />}
        error={() => <p className="flex-1 p-5 text-sm text-danger-light">Your cart could not be loaded. Please try again.</p>}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyCart />}
      >
        {(items) => (
          <>
            <div className="min-w-0 flex-1 overflow-x-hidden overflow-y-auto px-4 py-4 sm:px-5">
              <CartGroups items={items} />
              <Button variant="ghost" size="sm" className="mt-4 text-ink-muted" disabled={isClearing} onClick={clearCart}>
                Clear Cart
              </Button>
            </div>
            <footer className="grid gap-4 border-t border-border px-5 py-4">
              <CartRulesNotice items={items} />
              <CartTotalsSummary />
              <Button size="lg" onClick={proceedToCartCheckout}>
                Proceed to Checkout
              </Button>
            </footer>
          </>
        )}
      </QueryState>
    </>
  );
}

/** The state rules' refusal for the chosen address (a bottle limit, a state or ZIP where the cart cannot go), before checkout. */
function CartRulesNotice({ items }: { items: CartItem[] }) {
  const address = useDeliveryAddress();
  const check = useCartCheck(address, items);
  if (!check.data || check.data.allowed) return null;
  return (
    <p role="alert" className="flex items-start gap-2 rounded-md border border-danger-deep/60 bg-danger-deepest/30 px-3 py-2 text-sm text-danger-pale" data-testid="cart-rules-notice">
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{check.data.message}</span>
    </p>
  );
}

function EmptyCart() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
      <ShoppingBag aria-hidden className="mb-2 size-12 text-ink-disabled" />
      <p className="text-lg font-medium">Your cart is empty</p>
      <p className="text-sm text-ink-muted">Add some spirits to get started!</p>
    </div>
  );
}

function CartGroups({ items }: { items: CartItem[] }) {
  const groups = FULFILLMENT_ORDER.map((type) => ({ type, items: items.filter((item) => item.fulfillmentType === type) })).filter(
    (group) => group.items.length > 0,
  );
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group, index) => (
        <Fragment key={group.type}>
          {index > 0 && <hr className="border-border" data-testid="cart-group-divider" />}
          <section aria-label={FULFILLMENT_LABELS[group.type]} className="flex flex-col gap-3">
            <h3 className="text-sm font-semibold tracking-wide text-accent-bright">{FULFILLMENT_LABELS[group.type]}</h3>
            {/* Flex columns, not grids: a grid item would be as wide as its longest product name. */}
            <ul className="flex flex-col gap-3">
              {group.items.map((item) => (
                <CartItemRow key={item.id} item={item} />
              ))}
            </ul>
          </section>
        </Fragment>
      ))}
    </div>
  );
}
