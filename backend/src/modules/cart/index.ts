export { computeCartTotals, CART_PRICING } from './domain/cart-totals';
export type { CartTotals, CartLineForTotals } from './domain/cart-totals';
export { CART_CHECKOUT } from './application/ports/cart-checkout.port';
export type { CartCheckout } from './application/ports/cart-checkout.port';
export type { CartLineView } from './application/ports/cart-repository.port';
export { cartLineForTotals } from './application/cart-line-for-totals';
export { CartModule } from './cart.module';
export { GetCartQuery } from './application/queries/get-cart/get-cart.query';
