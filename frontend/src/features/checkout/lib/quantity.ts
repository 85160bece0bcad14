/** Seed 000 §5: quantity at least 1. The server also caps a line at 99 (issue 4), so plus stops there. */
export const MIN_CART_QUANTITY = 1;
export const MAX_CART_QUANTITY = 99;
