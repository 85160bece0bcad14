export const FULFILLMENT_TYPES = ['delivery', 'shipping'] as const;
export type FulfillmentType = (typeof FULFILLMENT_TYPES)[number];
