/** The specification's rule: quantity at least 1. The server also caps a line at 99, so plus stops there. */
export const MIN_CART_QUANTITY = 1;
export const MAX_CART_QUANTITY = 99;
