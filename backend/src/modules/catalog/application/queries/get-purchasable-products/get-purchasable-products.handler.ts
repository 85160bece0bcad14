import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CATALOG_READ_MODEL, CatalogReadModel, PurchasableProduct } from '../../ports/catalog-read-model.port';
import { GetPurchasableProductsQuery } from './get-purchasable-products.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(GetPurchasableProductsQuery)
export class GetPurchasableProductsHandler implements IQueryHandler<GetPurchasableProductsQuery, PurchasableProduct[]> {
  constructor(@Inject(CATALOG_READ_MODEL) private readonly catalog: CatalogReadModel) {}

  execute({ productIds }: GetPurchasableProductsQuery): Promise<PurchasableProduct[]> {
    // A malformed id cannot name a product; dropping it keeps PostgreSQL from refusing the whole list.
    const ids = [...new Set(productIds.filter((id) => UUID.test(id)))];
    return ids.length === 0 ? Promise.resolve([]) : this.catalog.findPurchasableProducts(ids);
  }
}
