import { Query } from '@nestjs/cqrs';
import type { ProductTableRow } from '../../catalog-views';

export interface ProductRowPage {
  items: ProductTableRow[];
  total: number;
}

/** A page of the back office's product table, newest first. */
export class ListProductRowsQuery extends Query<ProductRowPage> {
  constructor(
    readonly offset: number,
    readonly limit: number,
  ) {
    super();
  }
}
