import { Query } from '@nestjs/cqrs';
import type { ProductView } from '../../catalog-views';

/** The header search's few best matches of each kind (docs/decisions/catalog-and-search.md, "Search"). */
export const SEARCH_RESULTS_PER_GROUP = 5;

export interface SearchBrandHit {
  id: string;
  name: string;
  logo: string | null;
  productCount: number;
}

export interface SearchCreatorHit {
  id: string;
  handle: string;
  name: string | null;
  avatar: string | null;
}

export interface ShopSearchResult {
  products: ProductView[];
  brands: SearchBrandHit[];
  creators: SearchCreatorHit[];
}

export class SearchShopQuery extends Query<ShopSearchResult> {
  constructor(readonly text: string) {
    super();
  }
}
