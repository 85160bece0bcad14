import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CATALOG_READ_MODEL, CatalogCounts, CatalogReadModel } from '../../ports/catalog-read-model.port';
import { GetCatalogCountsQuery } from './get-catalog-counts.query';

@QueryHandler(GetCatalogCountsQuery)
export class GetCatalogCountsHandler implements IQueryHandler<GetCatalogCountsQuery, CatalogCounts> {
  constructor(@Inject(CATALOG_READ_MODEL) private readonly catalog: CatalogReadModel) {}

  execute(): Promise<CatalogCounts> {
    return this.catalog.countBrandsAndProducts();
  }
}
