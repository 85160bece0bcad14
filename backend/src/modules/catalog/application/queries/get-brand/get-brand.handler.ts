import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BrandNotFoundError } from '../../../domain/catalog.errors';
import { BRAND_CARD_THUMBNAILS } from '../../../domain/product-listing';
import { BrandView, CATALOG_READ_MODEL, CatalogReadModel } from '../../ports/catalog-read-model.port';
import { GetBrandQuery } from './get-brand.query';

@QueryHandler(GetBrandQuery)
export class GetBrandHandler implements IQueryHandler<GetBrandQuery, BrandView> {
  constructor(@Inject(CATALOG_READ_MODEL) private readonly catalog: CatalogReadModel) {}

  async execute({ brandId }: GetBrandQuery): Promise<BrandView> {
    const brand = await this.catalog.findBrand(brandId, BRAND_CARD_THUMBNAILS);
    if (!brand) throw new BrandNotFoundError(brandId);
    return brand;
  }
}
