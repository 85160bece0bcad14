import { Query } from '@nestjs/cqrs';
import type { PurchasableProduct } from '../../catalog-views';

/**
 * For cart and checkout: the current price, fees and fulfillment flags of the given products.
 * Unknown ids are simply absent from the answer; the caller decides what that means.
 */
export class GetPurchasableProductsQuery extends Query<PurchasableProduct[]> {
  constructor(readonly productIds: readonly string[]) {
    super();
  }
}
