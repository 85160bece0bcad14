import { useAddToCart } from './cart-mutations';
import type { FulfillmentType } from '@/lib/fulfillment';
import { openProductCheckout } from '../model/product-checkout-store';
import { referringCreatorFor } from '../model/referral-store';
import { useSignInRequired } from '@/features/auth';

interface PurchasableProduct {
  id: string;
  name: string;
  price: number;
}

interface ProductPurchaseOptions {
  /** Both delivery and shipping are offered, so 'Add to Cart' was marked 'Choose later'. */
  fulfillmentChoice: boolean;
  /**
   * 'named': the product page's 'Added to cart!' toast naming the product; 'generic': the cart's own
   * 'Added to cart' toast (category pages).
   */
  confirmation: 'named' | 'generic';
}

/** The product page's 'Get it Now' / 'Get it Shipped' and 'Add to Cart'. */
export function useProductPurchaseActions(product: PurchasableProduct, { fulfillmentChoice, confirmation }: ProductPurchaseOptions) {
  const whenSignedIn = useSignInRequired();
  const { addToCart, isPending } = useAddToCart();

  const buy = (fulfillmentType: FulfillmentType) =>
    whenSignedIn('purchase', () =>
      openProductCheckout({ kind: 'product', productId: product.id, productName: product.name, price: product.price, fulfillmentType, creatorId: referringCreatorFor(product.id) }),
    );

  const addProductToCart = (fulfillmentType: FulfillmentType) =>
    whenSignedIn('purchase', () =>
      addToCart(
        { productId: product.id, fulfillmentType },
        confirmation === 'named'
          ? {
              title: 'Added to cart!',
              description: `${product.name} has been added to your cart.${fulfillmentChoice ? ' You can choose delivery type during checkout.' : ''}`,
            }
          : undefined,
      ),
    );

  return { buy, addToCart: addProductToCart, isPending };
}
