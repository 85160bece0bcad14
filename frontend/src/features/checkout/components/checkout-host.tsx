import { useCartCheckout } from '../model/cart-panels';
import type { CheckoutPurchase } from '../api/checkout-types';
import { closeProductCheckout, useRequestedProductCheckout } from '../model/product-checkout-store';
import { lazyOverlay } from '@/lib/lazy-overlay';

// Checkout's code loads the first time something is bought, not with every page.
const CheckoutDialog = lazyOverlay(
  () => import('./checkout-dialog').then((module) => module.CheckoutDialog),
  (props) => props.purchase !== null,
);

const WHOLE_CART: CheckoutPurchase = { kind: 'cart' };

/** Mounted once in the app shell: the checkout dialog for whatever was asked to be bought. */
export function CheckoutHost() {
  const productCheckout = useRequestedProductCheckout();
  const cartCheckout = useCartCheckout();
  const purchase = productCheckout ?? (cartCheckout.open ? WHOLE_CART : null);

  const close = () => {
    closeProductCheckout();
    cartCheckout.setOpen(false);
  };
  return <CheckoutDialog purchase={purchase} onClose={close} />;
}
