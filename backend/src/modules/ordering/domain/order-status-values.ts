export const ORDER_STATUSES = ['pending', 'paid', 'partially_shipped', 'shipped', 'delivered', 'partially_refunded', 'refunded', 'cancelled'] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];
