import { useProductPurchaseActions } from '@/features/checkout';
import type { FulfillmentType } from '@/lib/fulfillment';
import type { Product } from './types';
import { purchasableOptions } from '../lib/fulfillment';

export interface ProductPurchase {
  /** 'Get it Now' / 'Get it Shipped': buy this product alone with that fulfillment type. */
  buy: (fulfillmentType: FulfillmentType) => void;
  /** 'Add to Cart' with the fulfillment type the page chose (seed 000 §2 rule). */
  addToCart: (fulfillmentType: FulfillmentType) => void;
  isPending: boolean;
}

/** Which page adds: the product page names the product in its toast, a category page says it generically. */
export type PurchasePage = 'product' | 'category';

/** Buying and adding to the cart, provided by the checkout and cart features. */
export function useProductPurchase(product: Product, page: PurchasePage = 'product'): ProductPurchase {
  return useProductPurchaseActions(product, {
    fulfillmentChoice: purchasableOptions(product).length > 1,
    confirmation: page === 'product' ? 'named' : 'generic',
  });
}
