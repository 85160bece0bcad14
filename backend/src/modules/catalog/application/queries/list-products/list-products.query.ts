import { Query } from '@nestjs/cqrs';
import type { ListedProduct } from '../product-availability';
import type { ProductSelection } from '../../../domain/product-listing';

export interface ListProductsFilters {
  category?: string;
  brandId?: string;
  featured?: boolean;
  search?: string;
  selection?: ProductSelection;
  /** Two-letter state of the shopper's address: annotates each product with its availability there. */
  state?: string;
  limit: number;
  offset: number;
}

export interface ListProductsResult {
  items: ListedProduct[];
  total: number;
}

export class ListProductsQuery extends Query<ListProductsResult> {
  constructor(readonly filters: ListProductsFilters) {
    super();
  }
}
