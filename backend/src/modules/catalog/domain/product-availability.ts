/** How a product can be bought anywhere, as the back office shows it. */
export const PRODUCT_AVAILABILITIES = ['available', 'ship_only', 'delivery_only', 'out_of_stock'] as const;
export type ProductAvailability = (typeof PRODUCT_AVAILABILITIES)[number];

/**
 * Available (both ways), Ship only, Delivery only, or Out of stock (not for sale, or neither way offered).
 * A ship-only product is for sale even though `deliveryAvailable` is false.
 */
export function productAvailability(product: { available: boolean; deliveryAvailable: boolean; shippingAvailable: boolean }): ProductAvailability {
  if (!product.available) return 'out_of_stock';
  if (product.deliveryAvailable && product.shippingAvailable) return 'available';
  if (product.shippingAvailable) return 'ship_only';
  if (product.deliveryAvailable) return 'delivery_only';
  return 'out_of_stock';
}
