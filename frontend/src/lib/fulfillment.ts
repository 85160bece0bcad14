import type { CartItemDtoFulfillmentType } from '@/api/generated/model';

/**
 * How a line reaches the shopper, in the API's words. The generated client declares the same
 * 'delivery' | 'shipping' enum once per DTO; the frontend names it once, here, from that source.
 */
export type FulfillmentType = CartItemDtoFulfillmentType;

/** The cart drawer's group titles (seed 000 §2), also used wherever a fulfillment type is named. */
export const FULFILLMENT_LABELS: Record<FulfillmentType, string> = {
  delivery: 'Same-Day Delivery',
  shipping: '2-Day Shipping',
};

/** Delivery first, then shipping: the order of the drawer's groups and the confirmation's estimates. */
export const FULFILLMENT_ORDER: readonly FulfillmentType[] = ['delivery', 'shipping'];
