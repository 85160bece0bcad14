import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProductNotFoundError } from '../../../domain/catalog.errors';
import { normaliseStateCode } from '../../../domain/delivery-area';
import { CATALOG_READ_MODEL, CatalogReadModel } from '../../ports/catalog-read-model.port';
import { ListedProduct, withAvailability } from '../product-availability';
import { GetProductQuery } from './get-product.query';

@QueryHandler(GetProductQuery)
export class GetProductHandler implements IQueryHandler<GetProductQuery, ListedProduct> {
  constructor(@Inject(CATALOG_READ_MODEL) private readonly catalog: CatalogReadModel) {}

  async execute({ productId, state }: GetProductQuery): Promise<ListedProduct> {
    const shopperState = state === undefined ? undefined : normaliseStateCode(state);
    const product = await this.catalog.findProduct(productId);
    if (!product) throw new ProductNotFoundError(productId);
    return withAvailability(product, shopperState);
  }
}
