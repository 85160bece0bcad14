import type { ShippingInfoDto } from '@/api/generated/model';
import type { FulfillmentType } from '@/lib/fulfillment';

export type ShippingInfo = ShippingInfoDto;

export interface ProductCheckoutPurchase {
  kind: 'product';
  productId: string;
  productName: string;
  /** Unit price in dollars, shown in the summary; the server prices the order itself. */
  price: number;
  fulfillmentType: FulfillmentType;
  /** The creator whose link led to the product, for attribution. */
  creatorId?: string;
}

export type CheckoutPurchase = ProductCheckoutPurchase | { kind: 'cart' };
