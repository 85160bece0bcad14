import type { FulfillmentType as GeneratedFulfillmentType } from '@/api/generated/model';

/** How a line reaches the shopper, in the API's words: the named enum FulfillmentType of the OpenAPI document. */
export type FulfillmentType = GeneratedFulfillmentType;

/** The cart drawer's group titles, also used wherever a fulfillment type is named. */
export const FULFILLMENT_LABELS: Record<FulfillmentType, string> = {
  delivery: 'Same-Day Delivery',
  shipping: '2-Day Shipping',
};

/** Delivery first, then shipping: the order of the drawer's groups and the confirmation's estimates. */
export const FULFILLMENT_ORDER: readonly FulfillmentType[] = ['delivery', 'shipping'];
