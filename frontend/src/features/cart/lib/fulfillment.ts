export type FulfillmentType = 'delivery' | 'shipping';

/** The drawer's group titles (seed 000 §2), also used wherever a fulfillment type is named. */
export const FULFILLMENT_LABELS: Record<FulfillmentType, string> = {
  delivery: 'Same-Day Delivery',
  shipping: '2-Day Shipping',
};

export const FULFILLMENT_ORDER: readonly FulfillmentType[] = ['delivery', 'shipping'];
