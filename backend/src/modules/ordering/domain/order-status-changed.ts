import type { OrderStatus } from './order-status';

/** Statuses an admin may move an order to (POST /api/admin/orders/{id}/status); the table decides from where. */
export const ADMIN_ORDER_STATUS_TARGETS = ['fulfilled', 'refunded', 'cancelled'] as const;
export type AdminOrderStatusTarget = (typeof ADMIN_ORDER_STATUS_TARGETS)[number];

/** An order moved from one status to another through the transition table (what the order status flow reports and audits). */
export class OrderStatusChanged {
  constructor(
    readonly orderId: string,
    readonly from: OrderStatus,
    readonly to: OrderStatus,
    /** The user who asked for the move (an admin), or null for the system. */
    readonly changedBy: string | null,
    readonly changedAt: Date,
  ) {}
}
