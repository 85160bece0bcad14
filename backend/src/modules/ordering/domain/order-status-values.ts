export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'cancelled', 'refunded'] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];
