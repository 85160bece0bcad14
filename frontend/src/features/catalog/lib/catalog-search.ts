import type { CatalogLayout } from '../components/catalog-product-card';
import { CATEGORY_SLUG_PATTERN } from './categories';

/** Seed issue 3: the catalog pages through 24 products at a time. */
export const CATALOG_PAGE_SIZE = 24;
/** The API searches only from 3 characters (shorter text would match nearly everything). */
export const MIN_SEARCH_LENGTH = 3;
export const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 100_000;

/** What /products keeps in its URL: ?search=&category=&page=&view= */
export interface CatalogSearch {
  search?: string;
  category?: string;
  /** 1-based; absent means the first page. */
  page?: number;
  /** Absent means the grid. */
  view?: CatalogLayout;
}

/**
 * Reads the URL's search params leniently: a hand-edited or stale value is dropped (or clamped)
 * instead of breaking the page or sending the API something it would refuse.
 */
export function parseCatalogSearch(raw: Record<string, unknown>): CatalogSearch {
  const result: CatalogSearch = {};
  const search = typeof raw.search === 'string' ? raw.search.trim().slice(0, MAX_SEARCH_LENGTH) : '';
  if (search) result.search = search;
  if (typeof raw.category === 'string' && CATEGORY_SLUG_PATTERN.test(raw.category) && raw.category.length <= 40) {
    result.category = raw.category;
  }
  const page = typeof raw.page === 'number' ? raw.page : typeof raw.page === 'string' ? Number(raw.page) : Number.NaN;
  if (Number.isInteger(page) && page > 1) result.page = Math.min(page, MAX_PAGE);
  if (raw.view === 'list') result.view = 'list';
  return result;
}

/** The search text the API is asked for; too-short text is not sent (the page says why). */
export function searchForApi(search: string | undefined): string | undefined {
  return search && search.length >= MIN_SEARCH_LENGTH ? search : undefined;
}

export function pageCount(total: number, pageSize = CATALOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Product ids are UUIDs; anything else in /products/{id} cannot name a product. */
export function isProductId(value: string): boolean {
  return UUID_PATTERN.test(value);
}
