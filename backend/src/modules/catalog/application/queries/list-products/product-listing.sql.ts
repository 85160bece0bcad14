import { SELECTION_RULES } from '../../../domain/product-listing';
import type { ProductListCriteria } from '../../catalog-views';

/**
 * The SQL of the product listing, as plain text and parameters. Kept apart from the handler so the
 * catalog benchmark's bare node:http + pg baseline runs exactly the statements the API runs.
 */

/** Every column a product answer needs, camel-cased, with the brand's name from one join. */
export const PRODUCT_COLUMNS = `p.id, p.brand_id as "brandId", b.name as "brandName", p.name, p.description, p.ingredients,
  p.image, p.price_cents as "priceCents", p.abv, p.size, p.upc, p.product_link as "productLink", p.variants, p.tags,
  p.categories, p.markets, p.available, p.featured, p.delivery_available as "deliveryAvailable",
  p.shipping_available as "shippingAvailable", p.pickup_available as "pickupAvailable", p.delivery_time as "deliveryTime",
  p.shipping_time as "shippingTime", p.delivery_fee_cents as "deliveryFeeCents", p.shipping_fee_cents as "shippingFeeCents",
  p.free_delivery_min_cents as "freeDeliveryMinCents", p.free_shipping_min_cents as "freeShippingMinCents",
  p.created_at as "createdAt",
  (select round(avg(e.rating), 1)::float8 from curation_endorsements_v e where e.product_id = p.id) as "rating",
  (select count(e.rating)::int from curation_endorsements_v e where e.product_id = p.id) as "ratingCount"`;

/** Endorsements are curation's: a product's rating is read through curation's public view. */
const AVERAGE_RATING = '(select avg(e.rating) from curation_endorsements_v e where e.product_id = p.id)';
const RATING_COUNT = '(select count(e.rating) from curation_endorsements_v e where e.product_id = p.id)';

/** Top Rated: the best average first, then the most ratings, then newest. */
const TOP_RATED_ORDER = `${AVERAGE_RATING} desc, ${RATING_COUNT} desc, p.created_at desc, p.id desc`;

/** Newest first; the id breaks ties so that pages never overlap or skip. */
export const PRODUCT_ORDER = 'p.created_at desc, p.id desc';

export interface ListingStatement {
  text: string;
  values: unknown[];
  /**
   * True when one plan suits every value, so the statement may run prepared (parsed and planned once
   * per connection; after five runs PostgreSQL may keep a generic plan). Not for a search, whose
   * best plan depends on how common the term is (walk the newest-first index for a common word, the
   * trigram bitmap for a rare one), nor for `featured`, whose values are skewed: a generic plan
   * assumes half the catalog is featured and walks the newest-first index, 13 ms for featured=true
   * at 100,000 products where the featured index takes 0.2 ms.
   */
  reusablePlan: boolean;
}

/** The catalog's current revision (see ProductCountCache): one row, one prepared read per request. */
export const CATALOG_REVISION_STATEMENT: ListingStatement = {
  text: 'select revision from catalog_revision where id = 1',
  values: [],
  reusablePlan: true,
};

/**
 * Relevance weights of a search (docs/decisions/catalog-and-search.md, "Search"). Each word of the search adds
 * the weight of every field it matches as a whole word (case and plural folded); the weights are
 * powers of two, so a better field always wins over any number of worse ones for the same word.
 * A product found only as a literal substring of its name, brand or description scores 0: after them all.
 */
export const SEARCH_WEIGHTS = { primaryCategory: 32, name: 16, otherCategoryOrTag: 8, brand: 4, description: 2, partial: 0 } as const;

/** Full-text search configuration, the same one the products.search_vector column is built with. */
const TS_CONFIG = `'english'::regconfig`;

/** The WHERE clause for the criteria; every condition is served by an index (see the search-index migrations). */
export function productFilter(
  criteria: Omit<ProductListCriteria, 'limit' | 'offset'>,
): ListingStatement & { relevance?: string; scoredBrands?: string } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  if (criteria.category !== undefined) conditions.push(`p.categories @> array[${bind(criteria.category)}]::text[]`);
  if (criteria.brandId !== undefined) conditions.push(`p.brand_id = ${bind(criteria.brandId)}`);
  if (criteria.featured !== undefined) conditions.push(`p.featured = ${bind(criteria.featured)}`);
  if (criteria.selection === 'top-rated') {
    conditions.push(`exists (select 1 from curation_endorsements_v e where e.product_id = p.id and e.rating is not null)`);
  } else if (criteria.selection !== undefined) {
    const rule = SELECTION_RULES[criteria.selection];
    const matches = [`p.tags && ${bind(rule.productTags)}::text[]`];
    if (rule.brandTags.length) matches.push(`p.brand_id = any(array(select id from brands where tags && ${bind(rule.brandTags)}::text[]))`);
    if (rule.minPriceCents !== null) matches.push(`p.price_cents >= ${bind(rule.minPriceCents)}`);
    conditions.push(`(${matches.join(' or ')})`);
  }
  let relevance: string | undefined;
  let scoredBrands: string | undefined;
  if (criteria.search !== undefined) {
    const pattern = bind(criteria.search.pattern);
    const query = `plainto_tsquery(${TS_CONFIG}, ${bind(criteria.search.text)})`;
    // Every word somewhere in the product's own words (GIN on search_vector), or all of them in
    // its brand's name, or the search as a literal substring (trigram indexes).
    conditions.push(
      `(p.search_vector @@ ${query} or lower(p.name) like ${pattern} or lower(p.description) like ${pattern}` +
        ` or p.brand_id = any(array(select id from brands where lower(name) like ${pattern} or to_tsvector(${TS_CONFIG}, name) @@ ${query})))`,
    );
    // Per word, a tsquery restricted to one weight ('gin:A') matches only the lexemes of that field,
    // straight on the stored vector. Words are letters and digits only (productSearch), so they
    // cannot carry tsquery operators.
    const w = SEARCH_WEIGHTS;
    const inField = (word: string, weight: 'A' | 'B' | 'C' | 'D') => `(p.search_vector @@ to_tsquery(${TS_CONFIG}, ${bind(`${word}:${weight}`)}))::int`;
    const perWord = criteria.search.words.map(
      (word) =>
        `${inField(word, 'B')} * ${w.primaryCategory} + ${inField(word, 'A')} * ${w.name} + ${inField(word, 'C')} * ${w.otherCategoryOrTag}` +
        ` + ${inField(word, 'D')} * ${w.description}`,
    );
    // The brand's part is scored once per brand (a few dozen rows), not once per product; `offset 0`
    // keeps PostgreSQL from folding the subquery into the join (and so scoring per product again).
    const brandScore = criteria.search.words.map((word) => `(to_tsvector(${TS_CONFIG}, name) @@ plainto_tsquery(${TS_CONFIG}, ${bind(word)}))::int * ${w.brand}`);
    scoredBrands = `(select id, name, ${brandScore.length ? brandScore.join(' + ') : '0'} as search_score from brands offset 0)`;
    // A product that matches only as a literal substring scores 0 and so comes after every
    // whole-word match (SEARCH_WEIGHTS.partial is that rank; it costs no reading of the text).
    relevance = [...perWord, 'b.search_score'].join(' + ');
  }
  return {
    text: conditions.length ? `where ${conditions.join(' and ')}` : '',
    values,
    reusablePlan: criteria.search === undefined && criteria.featured === undefined,
    relevance,
    scoredBrands,
  };
}

/** The catalog revision, read in the same snapshot as the rows it vouches for. */
const CATALOG_REVISION = '(select revision from catalog_revision)';

/** A category alone is served by product_category_listings: any offset is an index-only range scan. */
function isCategoryOnly(criteria: Omit<ProductListCriteria, 'limit' | 'offset'>): criteria is { category: string } {
  return (
    criteria.category !== undefined &&
    criteria.brandId === undefined &&
    criteria.featured === undefined &&
    criteria.search === undefined &&
    criteria.selection === undefined
  );
}

export function productPageStatement(criteria: ProductListCriteria): ListingStatement {
  if (isCategoryOnly(criteria)) {
    return {
      text: `select ${PRODUCT_COLUMNS}, ${CATALOG_REVISION} as "catalogRevision"
        from (select product_id, created_at from product_category_listings where category = $1
              order by created_at desc, product_id desc limit $2 offset $3) listed
        join products p on p.id = listed.product_id join brands b on b.id = p.brand_id
        order by listed.created_at desc, listed.product_id desc`,
      values: [criteria.category, criteria.limit, criteria.offset],
      reusablePlan: true,
    };
  }
  const filter = productFilter(criteria);
  const values = [...filter.values, criteria.limit, criteria.offset];
  if (filter.relevance !== undefined) {
    // A search lists the most relevant first, equally relevant ones newest first. The ranking
    // reads narrow rows (id, date, vector, brand score) and only the page's rows are then read whole.
    return {
      text: `with ranked as (
          select p.id, p.created_at, ${filter.relevance} as relevance
          from products p join ${filter.scoredBrands} b on b.id = p.brand_id ${filter.text}
          order by relevance desc, ${PRODUCT_ORDER} limit $${values.length - 1} offset $${values.length})
        select ${PRODUCT_COLUMNS}, ${CATALOG_REVISION} as "catalogRevision"
        from ranked r join products p on p.id = r.id join brands b on b.id = p.brand_id
        order by r.relevance desc, r.created_at desc, r.id desc`,
      values,
      reusablePlan: filter.reusablePlan,
    };
  }
  const order = criteria.selection === 'top-rated' ? TOP_RATED_ORDER : PRODUCT_ORDER;
  return {
    text: `select ${PRODUCT_COLUMNS}, ${CATALOG_REVISION} as "catalogRevision"
      from products p join brands b on b.id = p.brand_id ${filter.text}
      order by ${order} limit $${values.length - 1} offset $${values.length}`,
    values,
    reusablePlan: filter.reusablePlan,
  };
}

/** Answers `revision` and `total` from one snapshot. */
export function productCountStatement(criteria: Omit<ProductListCriteria, 'limit' | 'offset'>): ListingStatement {
  if (isCategoryOnly(criteria)) {
    return {
      text: `select ${CATALOG_REVISION} as revision, count(*)::int as total from product_category_listings where category = $1`,
      values: [criteria.category],
      reusablePlan: true,
    };
  }
  const filter = productFilter({ ...criteria, search: criteria.search && { ...criteria.search, words: [] } });
  return {
    text: `select ${CATALOG_REVISION} as revision, count(*)::int as total from products p ${filter.text}`,
    values: filter.values,
    reusablePlan: filter.reusablePlan,
  };
}

/**
 * Product counts by filter, each valid for the catalog revision it was counted at. Counting 100,000
 * rows on every page view would cost more than the page; the catalog changes far less often than it
 * is read, and any write moves the revision, so a stale count is never served. Bounded; the oldest
 * entry goes first.
 */
export class ProductCountCache {
  private readonly entries = new Map<string, { revision: string; total: number }>();

  constructor(private readonly maxEntries = 1000) {}

  static key(criteria: Omit<ProductListCriteria, 'limit' | 'offset'>): string {
    return JSON.stringify([criteria.category ?? null, criteria.brandId ?? null, criteria.featured ?? null, criteria.search?.text ?? null, criteria.selection ?? null]);
  }

  get(key: string, revision: string): number | undefined {
    const entry = this.entries.get(key);
    return entry && entry.revision === revision ? entry.total : undefined;
  }

  set(key: string, revision: string, total: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { revision, total });
  }
}

/**
 * The total a page already tells without counting: a short last page ends the list, and an empty
 * first page means nothing matches. Null when only a count can tell (a full page, or past the end).
 */
export function totalKnownFromPage(criteria: Pick<ProductListCriteria, 'limit' | 'offset'>, rowsOnPage: number): number | null {
  if (rowsOnPage > 0 && rowsOnPage < criteria.limit) return criteria.offset + rowsOnPage;
  if (rowsOnPage === 0 && criteria.offset === 0) return 0;
  return null;
}

/**
 * The listing's total: from the page when it tells, else from the cache when the catalog has not
 * changed since the count, else counted (and cached). Shared by the API and the benchmark baseline.
 */
export async function productTotal(
  criteria: ProductListCriteria,
  rows: readonly { catalogRevision?: string }[],
  counts: ProductCountCache,
  count: (statement: ListingStatement) => Promise<{ revision: string; total: number }[]>,
): Promise<number> {
  const known = totalKnownFromPage(criteria, rows.length);
  if (known !== null) return known;
  const key = ProductCountCache.key(criteria);
  const revision = rows[0]?.catalogRevision;
  const cached = revision === undefined ? undefined : counts.get(key, revision);
  if (cached !== undefined) return cached;
  const [counted] = await count(productCountStatement(criteria));
  counts.set(key, counted.revision, counted.total);
  return counted.total;
}
