import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListProductRowsQuery } from '../../../../catalog';
import { AdminProductPage, ListAdminProductsQuery } from './list-admin-products.query';

/** Products are catalog's: it pages its own table; the admin tab names the delivery flag its way. */
@QueryHandler(ListAdminProductsQuery)
export class ListAdminProductsHandler implements IQueryHandler<ListAdminProductsQuery, AdminProductPage> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ page, pageSize }: ListAdminProductsQuery): Promise<AdminProductPage> {
    const { items, total } = await this.queryBus.execute(new ListProductRowsQuery((page - 1) * pageSize, pageSize));
    return {
      items: items.map(({ deliveryAvailable, ...row }) => ({ ...row, availableForDelivery: deliveryAvailable })),
      total,
      page,
      pageSize,
    };
  }
}
