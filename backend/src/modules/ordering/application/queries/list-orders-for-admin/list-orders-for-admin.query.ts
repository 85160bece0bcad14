import { Query } from '@nestjs/cqrs';
import type { OrderStatusValue } from '../../../domain/order-status-values';
import type { AdminOrderRow } from '../../ports/admin-order-list.port';

/** Every shopper's orders for the admin Orders tab, paged on the server. */
export class ListOrdersForAdminQuery extends Query<{ items: AdminOrderRow[]; total: number }> {
  constructor(readonly filter: { status?: OrderStatusValue; limit: number; offset: number }) {
    super();
  }
}
