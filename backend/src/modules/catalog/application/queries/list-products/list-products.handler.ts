import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { normaliseStateCode } from '../../../domain/delivery-area';
import { productSearch } from '../../../domain/product-listing';
import { CATALOG_READ_MODEL, CatalogReadModel } from '../../ports/catalog-read-model.port';
import { withAvailability } from '../product-availability';
import { ListProductsQuery, ListProductsResult } from './list-products.query';

@QueryHandler(ListProductsQuery)
export class ListProductsHandler implements IQueryHandler<ListProductsQuery, ListProductsResult> {
  constructor(@Inject(CATALOG_READ_MODEL) private readonly catalog: CatalogReadModel) {}

  async execute({ filters }: ListProductsQuery): Promise<ListProductsResult> {
    const state = filters.state === undefined ? undefined : normaliseStateCode(filters.state);
    const page = await this.catalog.listProducts({
      category: filters.category,
      brandId: filters.brandId,
      featured: filters.featured,
      search: filters.search === undefined ? undefined : productSearch(filters.search),
      limit: filters.limit,
      offset: filters.offset,
    });
    return { items: page.items.map((product) => withAvailability(product, state)), total: page.total };
  }
}
