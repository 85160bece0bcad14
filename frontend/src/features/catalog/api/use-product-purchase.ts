import type { FulfillmentType, Product } from './types';
import { useSignInRequired } from './use-sign-in-required';

export interface ProductPurchase {
  /** 'Get it Now' / 'Get it Shipped': buy this product alone with that fulfilment type. */
  buy: (fulfillmentType: FulfillmentType) => void;
  /** 'Add to Cart' with the fulfilment type the page chose (seed 000 §2 rule). */
  addToCart: (fulfillmentType: FulfillmentType) => void;
  isPending: boolean;
}

/**
 * Seam for the cart and checkout features: they arrive with the cart issue and replace this body
 * (open the single-product checkout, add to the cart). Until then a signed-out shopper is asked to
 * sign in and a signed-in one gets no fake confirmation.
 */
export function useProductPurchase(_product: Pick<Product, 'id' | 'name'>): ProductPurchase {
  const whenSignedIn = useSignInRequired();
  return {
    buy: () => whenSignedIn('purchase'),
    addToCart: () => whenSignedIn('purchase'),
    isPending: false,
  };
}
