import { DomainError } from '../../../shared/domain/domain-error';
import type { FulfillmentType } from '../../catalog';

export class CartItemNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'CART_ITEM_NOT_FOUND';
  constructor() {
    // Also the answer for another shopper's item: whether it exists is none of the caller's business.
    super('That item is not in your cart. Refresh your cart and try again.');
  }
}

export class CartProductNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'PRODUCT_NOT_FOUND';
  constructor() {
    super('Product not found. It may have been removed from the catalog.');
  }
}

export type CartProductRefusalCode = 'PRODUCT_UNAVAILABLE' | 'FULFILLMENT_TYPE_UNAVAILABLE';

/** The product exists but cannot go into the cart the way it was asked for (HTTP 409). */
export class CartProductNotPurchasableError extends DomainError {
  readonly kind = 'conflict' as const;
  constructor(
    readonly code: CartProductRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

/** What the cart needs to know about a product before taking it in. */
export interface CartProductProfile {
  readonly name: string;
  readonly available: boolean;
  readonly deliveryAvailable: boolean;
  readonly shippingAvailable: boolean;
}

export function offersFulfillment(product: CartProductProfile, fulfillmentType: FulfillmentType): boolean {
  return fulfillmentType === 'delivery' ? product.deliveryAvailable : product.shippingAvailable;
}

/** Refuses a product that is unavailable or not offered for the requested fulfillment type, saying why. */
export function assertCanAddToCart(product: CartProductProfile, fulfillmentType: FulfillmentType): void {
  if (!product.available) {
    throw new CartProductNotPurchasableError('PRODUCT_UNAVAILABLE', `${product.name} is currently unavailable, so it cannot be added to your cart.`);
  }
  if (!offersFulfillment(product, fulfillmentType)) {
    const other: FulfillmentType = fulfillmentType === 'delivery' ? 'shipping' : 'delivery';
    const label = fulfillmentType === 'delivery' ? 'same-day delivery' : 'shipping';
    const alternative = offersFulfillment(product, other) ? ` Add it for ${other} instead.` : '';
    throw new CartProductNotPurchasableError('FULFILLMENT_TYPE_UNAVAILABLE', `${product.name} is not available for ${label}.${alternative}`);
  }
}
