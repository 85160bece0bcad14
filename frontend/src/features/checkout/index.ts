// The cart and checking out (the cart drawer, product purchases, the checkout dialog): one feature, since
// checking out starts from the cart.
export { CartButton } from './components/cart-button';
export { CheckoutHost } from './components/checkout-host';
export { useProductPurchaseActions } from './api/product-purchase';
export { useAddToCart } from './api/cart-mutations';
export { useRecordReferralClick } from './api/record-referral-click';
export type { CheckoutPurchase, ShippingInfo } from './api/checkout-types';
export { parseReferralSearch, type ReferralSearch } from './lib/referral-search';
