/**
 * How a product reaches a shopper: same-day delivery or 2-day shipping. The catalog
 * owns it (a product offers one or both); cart lines, orders and the API's enums name this one list.
 */
export const FULFILLMENT_TYPES = ['delivery', 'shipping'] as const;
export type FulfillmentType = (typeof FULFILLMENT_TYPES)[number];
