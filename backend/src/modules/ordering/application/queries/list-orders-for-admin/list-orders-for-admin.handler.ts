import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ADMIN_ORDER_LIST, AdminOrderList, AdminOrderRow } from '../../ports/admin-order-list.port';
import { ListOrdersForAdminQuery } from './list-orders-for-admin.query';

@QueryHandler(ListOrdersForAdminQuery)
export class ListOrdersForAdminHandler implements IQueryHandler<ListOrdersForAdminQuery, { items: AdminOrderRow[]; total: number }> {
  constructor(@Inject(ADMIN_ORDER_LIST) private readonly orders: AdminOrderList) {}

  execute({ filter }: ListOrdersForAdminQuery): Promise<{ items: AdminOrderRow[]; total: number }> {
    return this.orders.list(filter);
  }
}
