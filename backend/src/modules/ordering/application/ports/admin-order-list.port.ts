import type { OrderStatusValue } from '../../domain/order-status-values';

/** A row of the admin Orders tab. */
export interface AdminOrderRow {
  id: string;
  userId: string;
  creatorId: string | null;
  status: OrderStatusValue;
  fulfillmentType: string;
  totalCents: number;
  itemCount: number;
  createdAt: Date;
}

export const ADMIN_ORDER_LIST = Symbol('ADMIN_ORDER_LIST');

export interface AdminOrderList {
  /** Newest first, with the total matching `status`. */
  list(filter: { status?: OrderStatusValue; limit: number; offset: number }): Promise<{ items: AdminOrderRow[]; total: number }>;
}
