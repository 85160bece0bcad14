import { Query } from '@nestjs/cqrs';
import type { OrderStatusValue } from '../../../domain/order-status-values';

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

/** Every shopper's orders for the admin Orders tab, newest first, paged on the server, with the total matching `status`. */
export class ListOrdersForAdminQuery extends Query<{ items: AdminOrderRow[]; total: number }> {
  constructor(readonly filter: { status?: OrderStatusValue; limit: number; offset: number }) {
    super();
  }
}
