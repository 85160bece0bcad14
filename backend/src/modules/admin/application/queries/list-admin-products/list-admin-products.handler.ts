import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ADMIN_READ_MODEL, AdminReadModel } from '../../ports/admin-read-model.port';
import { AdminProductPage, ListAdminProductsQuery } from './list-admin-products.query';

@QueryHandler(ListAdminProductsQuery)
export class ListAdminProductsHandler implements IQueryHandler<ListAdminProductsQuery, AdminProductPage> {
  constructor(@Inject(ADMIN_READ_MODEL) private readonly readModel: AdminReadModel) {}

  async execute({ page, pageSize }: ListAdminProductsQuery): Promise<AdminProductPage> {
    const { items, total } = await this.readModel.products({ offset: (page - 1) * pageSize, limit: pageSize });
    return { items, total, page, pageSize };
  }
}
