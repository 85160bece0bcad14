export { CartButton } from './components/cart-button';
export { cartQueryKey, cartTotalsQueryKey, refreshCart, useCart, useCartCount, useCartTotals } from './api/cart-queries';
export { useAddToCart, useChangeCartItemQuantity, useClearCart, useRemoveFromCart, type AddToCartInput } from './api/cart-mutations';
export type { CartItem, CartTotals } from './api/cart-types';
export { proceedToCartCheckout, useCartCheckout, useCartDrawer } from './model/cart-panels';
