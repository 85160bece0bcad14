import type { ListProductsParams, ProductSelection } from '@/api/generated/model';
import type { CatalogLayout } from '../components/catalog-product-card';
import { CATEGORY_PAGES, CATEGORY_SLUG_PATTERN } from './categories';

/** The specification's page size: the catalog pages through 24 products at a time. */
export const CATALOG_PAGE_SIZE = 24;
/** The API searches only from 3 characters (shorter text would match nearly everything). */
export const MIN_SEARCH_LENGTH = 3;
export const MAX_SEARCH_LENGTH = 100;
const MAX_CATEGORY_LENGTH = 40;
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

/** What a paged product list keeps in its URL besides its path: ?page= */
export interface PageSearch {
  /** 1-based; absent means the first page. */
  page?: number;
}

/** The category page's filter chips, as the specification names them, and the API selection each asks for ('All' none). */
export const CATEGORY_FILTERS = [
  { label: 'All', selection: undefined },
  { label: 'Premium', selection: 'premium' },
  { label: 'Craft', selection: 'craft' },
  { label: 'Limited Edition', selection: 'limited-edition' },
  { label: 'Top Rated', selection: 'top-rated' },
] as const satisfies readonly { label: string; selection: ProductSelection | undefined }[];

/** What a category page keeps in its URL: ?filter=&page= */
export interface CategorySearch extends PageSearch {
  filter?: ProductSelection;
}

/** Reads `?filter=` (one of the chips' selections, else dropped) and `?page=`. */
export function parseCategorySearch(raw: Record<string, unknown>): CategorySearch {
  const filter = CATEGORY_FILTERS.find((chip) => chip.selection !== undefined && chip.selection === raw.filter)?.selection;
  return { ...(filter ? { filter } : {}), ...parsePageSearch(raw) };
}

/**
 * Reads `?page=` leniently: anything but a whole number above 1 means the first page, and huge
 * numbers are clamped, so a hand-edited URL never breaks the page.
 */
export function parsePageSearch(raw: Record<string, unknown>): PageSearch {
  const page = typeof raw.page === 'number' ? raw.page : typeof raw.page === 'string' ? Number(raw.page) : Number.NaN;
  return Number.isInteger(page) && page > 1 ? { page: Math.min(page, MAX_PAGE) } : {};
}

/** Only slug-shaped categories are asked for; anything else cannot match a product. */
export function isQueryableCategory(category: string): boolean {
  return category.length <= MAX_CATEGORY_LENGTH && CATEGORY_SLUG_PATTERN.test(category);
}

/**
 * Reads the URL's search params leniently: a hand-edited or stale value is dropped (or clamped)
 * instead of breaking the page or sending the API something it would refuse.
 */
export function parseCatalogSearch(raw: Record<string, unknown>): CatalogSearch {
  const result: CatalogSearch = {};
  const search = typeof raw.search === 'string' ? raw.search.trim().slice(0, MAX_SEARCH_LENGTH) : '';
  if (search) result.search = search;
  if (typeof raw.category === 'string' && isQueryableCategory(raw.category)) result.category = raw.category;
  Object.assign(result, parsePageSearch(raw));
  if (raw.view === 'list') result.view = 'list';
  return result;
}

/**
 * The next catalog URL after the shopper changed something: a new search or category starts again
 * at page 1 (`resetPage`), a page or view change keeps the rest.
 */
export function nextCatalogSearch(previous: CatalogSearch, patch: Partial<CatalogSearch>, { resetPage }: { resetPage: boolean }): CatalogSearch {
  return parseCatalogSearch({ ...previous, ...(resetPage ? { page: undefined } : {}), ...patch });
}

/** The filters of one page of a product list, and which page (1-based) for whose state. */
export interface ProductPageRequest {
  page: number;
  /** The delivery address's state, so each product says whether it reaches it. */
  state: string | undefined;
  search?: string;
  category?: string;
  brandId?: string;
  selection?: ProductSelection;
}

/** GET /api/products parameters for one page of 24. */
export function productPageParams({ page, state, search, category, brandId, selection }: ProductPageRequest): ListProductsParams {
  return { search, category, brandId, selection, state, limit: CATALOG_PAGE_SIZE, offset: (page - 1) * CATALOG_PAGE_SIZE };
}

/** GET /api/products parameters for what /products shows; too-short search text is not sent. */
export function catalogQueryParams(search: CatalogSearch, state: string | undefined): ListProductsParams {
  return productPageParams({ search: searchForApi(search.search), category: search.category, page: search.page ?? 1, state });
}

export function isSearchTooShort(search: string | undefined): boolean {
  return !!search && search.length < MIN_SEARCH_LENGTH;
}

/** The category choices: the shop's category vocabulary plus any other category the loaded products or the URL carry. */
export function catalogCategoryOptions(products: readonly { categories: readonly string[] }[], selected: string | undefined): string[] {
  const slugs = new Set(CATEGORY_PAGES.map((category) => category.slug));
  products.forEach((product) => product.categories.forEach((category) => slugs.add(category)));
  if (selected) slugs.add(selected);
  return [...slugs].sort();
}

/** The search text the API is asked for; too-short text is not sent (the page says why). */
export function searchForApi(search: string | undefined): string | undefined {
  return search && search.length >= MIN_SEARCH_LENGTH ? search : undefined;
}

export function pageCount(total: number, pageSize = CATALOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
