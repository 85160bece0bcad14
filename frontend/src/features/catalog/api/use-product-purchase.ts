import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { FulfillmentType } from '@/lib/fulfillment';
import type { Product } from './types';
import { purchasableOptions } from '../lib/fulfillment';

export interface ProductPurchase {
  /** 'Get it Now' / 'Get it Shipped': buy this product alone with that fulfillment type. */
  buy: (fulfillmentType: FulfillmentType) => void;
  /** 'Add to Cart' with the fulfillment type the page chose. */
  addToCart: (fulfillmentType: FulfillmentType) => void;
  isPending: boolean;
}

/** Which page adds: the product page names the product in its toast, a category page says it generically. */
export type PurchasePage = 'product' | 'category';

/**
 * The hook that buys and adds to the cart. The catalog does not know the cart and checkout: the route that
 * shows a catalog page hands it the checkout feature's `useProductPurchaseActions` (a module-level
 * hook, so every render calls the same one).
 */
export type UseProductPurchaseActions = (
  product: Pick<Product, 'id' | 'name' | 'price'>,
  options: { fulfillmentChoice: boolean; confirmation: 'named' | 'generic' },
) => ProductPurchase;

const ProductPurchaseContext = createContext<UseProductPurchaseActions | null>(null);

/** Gives the catalog pages under it their buy and add-to-cart actions. */
export function ProductPurchaseProvider({ actions, children }: { actions: UseProductPurchaseActions; children: ReactNode }) {
  return createElement(ProductPurchaseContext.Provider, { value: actions }, children);
}

/** Buying and adding to the cart, with the actions the route provided. */
export function useProductPurchase(product: Product, page: PurchasePage = 'product'): ProductPurchase {
  const useActions = useContext(ProductPurchaseContext);
  if (!useActions) throw new Error('A catalog page that sells needs a ProductPurchaseProvider around it (see the route).');
  return useActions(product, {
    fulfillmentChoice: purchasableOptions(product).length > 1,
    confirmation: page === 'product' ? 'named' : 'generic',
  });
}
