export { CartButton } from './components/cart-button';
export { refreshCart, useCartTotals } from './api/cart-queries';
export { useAddToCart, type AddToCartInput } from './api/cart-mutations';
export type { CartItem, CartTotals } from './api/cart-types';
export { useCartCheckout } from './model/cart-panels';
