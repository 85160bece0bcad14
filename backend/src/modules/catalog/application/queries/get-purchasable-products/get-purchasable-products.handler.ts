import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isUuid } from '../../../../../shared/domain/uuid';
import { CATALOG_READ_MODEL, CatalogReadModel, PurchasableProduct } from '../../ports/catalog-read-model.port';
import { GetPurchasableProductsQuery } from './get-purchasable-products.query';

@QueryHandler(GetPurchasableProductsQuery)
export class GetPurchasableProductsHandler implements IQueryHandler<GetPurchasableProductsQuery, PurchasableProduct[]> {
  constructor(@Inject(CATALOG_READ_MODEL) private readonly catalog: CatalogReadModel) {}

  execute({ productIds }: GetPurchasableProductsQuery): Promise<PurchasableProduct[]> {
    // A malformed id cannot name a product; dropping it keeps PostgreSQL from refusing the whole list.
    const ids = [...new Set(productIds.filter(isUuid))];
    return ids.length === 0 ? Promise.resolve([]) : this.catalog.findPurchasableProducts(ids);
  }
}
