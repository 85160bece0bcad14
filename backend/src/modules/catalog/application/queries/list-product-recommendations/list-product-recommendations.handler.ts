import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProductNotFoundError } from '../../../domain/catalog.errors';
import { normaliseStateCode } from '../../../domain/delivery-area';
import { MAX_RECOMMENDATIONS } from '../../../domain/product-listing';
import { CATALOG_READ_MODEL, CatalogReadModel } from '../../ports/catalog-read-model.port';
import { ListedProduct, withAvailability } from '../product-availability';
import { ListProductRecommendationsQuery } from './list-product-recommendations.query';

@QueryHandler(ListProductRecommendationsQuery)
export class ListProductRecommendationsHandler implements IQueryHandler<ListProductRecommendationsQuery, ListedProduct[]> {
  constructor(@Inject(CATALOG_READ_MODEL) private readonly catalog: CatalogReadModel) {}

  async execute({ productId, state }: ListProductRecommendationsQuery): Promise<ListedProduct[]> {
    const shopperState = state === undefined ? undefined : normaliseStateCode(state);
    const related = await this.catalog.listRecommendations(productId, MAX_RECOMMENDATIONS);
    if (!related) throw new ProductNotFoundError(productId);
    return related.map((product) => withAvailability(product, shopperState));
  }
}
