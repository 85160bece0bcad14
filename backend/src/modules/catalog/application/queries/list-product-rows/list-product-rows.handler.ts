import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CATALOG_READ_MODEL, CatalogReadModel } from '../../ports/catalog-read-model.port';
import { ListProductRowsQuery, ProductRowPage } from './list-product-rows.query';

@QueryHandler(ListProductRowsQuery)
export class ListProductRowsHandler implements IQueryHandler<ListProductRowsQuery, ProductRowPage> {
  constructor(@Inject(CATALOG_READ_MODEL) private readonly catalog: CatalogReadModel) {}

  execute({ offset, limit }: ListProductRowsQuery): Promise<ProductRowPage> {
    return this.catalog.listProductRows({ offset, limit });
  }
}
