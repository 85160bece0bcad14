import { Query } from '@nestjs/cqrs';
import type { ListedProduct } from '../product-availability';

export class GetProductQuery extends Query<ListedProduct> {
  constructor(
    readonly productId: string,
    readonly state?: string,
  ) {
    super();
  }
}
