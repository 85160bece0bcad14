import type { FulfillmentType } from '@/lib/fulfillment';
import type { Product } from '../api/types';

export interface FulfillmentOption {
  type: FulfillmentType;
  label: 'Get it Now' | 'Get it Shipped';
  time: string;
}

export const DEFAULT_DELIVERY_TIME = '2-4 hours';
export const DEFAULT_SHIPPING_TIME = '2-3 days';

/** The specification's wording: 'Get it Now' when delivery is offered, 'Get it Shipped' when shipping is. */
export function fulfillmentOptions(
  product: Pick<Product, 'deliveryAvailable' | 'shippingAvailable' | 'deliveryTime' | 'shippingTime'>,
): FulfillmentOption[] {
  const options: FulfillmentOption[] = [];
  if (product.deliveryAvailable)
    options.push({ type: 'delivery', label: 'Get it Now', time: product.deliveryTime || DEFAULT_DELIVERY_TIME });
  if (product.shippingAvailable)
    options.push({ type: 'shipping', label: 'Get it Shipped', time: product.shippingTime || DEFAULT_SHIPPING_TIME });
  return options;
}

type PurchasableProduct = Pick<
  Product,
  'available' | 'deliveryAvailable' | 'shippingAvailable' | 'deliveryTime' | 'shippingTime' | 'deliveryInState' | 'shippingInState'
>;

/**
 * The options a shopper can actually use: none for a product marked unavailable, and once an
 * address is chosen (the product carries `deliveryInState`/`shippingInState`) only those reaching it.
 */
export function purchasableOptions(product: PurchasableProduct): FulfillmentOption[] {
  if (!product.available) return [];
  return fulfillmentOptions(product).filter((option) =>
    option.type === 'delivery' ? product.deliveryInState !== false : product.shippingInState !== false,
  );
}

/** 'Add to Cart' ('Choose later' when both exist) adds as delivery if available, else shipping. */
export function addToCartFulfillment(options: readonly FulfillmentOption[]): FulfillmentType | undefined {
  return options.find((option) => option.type === 'delivery')?.type ?? options[0]?.type;
}
