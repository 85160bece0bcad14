import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { brandCriterion } from '../../../domain/brand-filter';
import { BRAND_CARD_THUMBNAILS } from '../../../domain/product-listing';
import { BrandView, CATALOG_READ_MODEL, CatalogReadModel } from '../../ports/catalog-read-model.port';
import { ListBrandsQuery } from './list-brands.query';

@QueryHandler(ListBrandsQuery)
export class ListBrandsHandler implements IQueryHandler<ListBrandsQuery, BrandView[]> {
  constructor(@Inject(CATALOG_READ_MODEL) private readonly catalog: CatalogReadModel) {}

  execute({ filter }: ListBrandsQuery): Promise<BrandView[]> {
    return this.catalog.listBrands(filter === undefined ? null : brandCriterion(filter), BRAND_CARD_THUMBNAILS);
  }
}
