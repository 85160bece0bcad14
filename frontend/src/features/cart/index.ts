export { CartButton } from './components/cart-button';
export { useCartCount } from './api/use-cart-count';
