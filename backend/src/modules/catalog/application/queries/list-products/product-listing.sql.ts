import { MIN_SEARCH_LENGTH, ProductSearch, SELECTION_RULES } from '../../../domain/product-listing';
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
 * The per-word scores are stored in product_search_terms by its triggers (migration 20261221090000),
 * which use these same numbers.
 */
export const SEARCH_WEIGHTS = { primaryCategory: 32, name: 16, otherCategoryOrTag: 8, brand: 4, description: 2, partial: 0 } as const;

/** Conditions of the non-search criteria; every one is served by an index. `bind` numbers the values. */
function filterConditions(criteria: Omit<ProductListCriteria, 'limit' | 'offset' | 'search'>, bind: (value: unknown) => string): string[] {
  const conditions: string[] = [];
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
  return conditions;
}

/** A statement's values and the placeholder of each, numbered as they are bound. */
function parameters(): { values: unknown[]; bind: (value: unknown) => string } {
  const values: unknown[] = [];
  return { values, bind: (value: unknown) => `$${values.push(value)}` };
}

/** The WHERE clause of the criteria other than a search. */
export function productFilter(criteria: Omit<ProductListCriteria, 'limit' | 'offset' | 'search'>): ListingStatement {
  const { values, bind } = parameters();
  const conditions = filterConditions(criteria, bind);
  return {
    text: conditions.length ? `where ${conditions.join(' and ')}` : '',
    values,
    reusablePlan: criteria.featured === undefined,
  };
}

/**
 * How each word of a search is read, one row per word that is no stop word (in the order typed):
 * the word itself when some product has it (its 'english' lexeme); else, from three letters, the
 * words it begins ("mez" as typed → mezcal, mezcalita), else its nearest spellings by trigram
 * similarity ("wiskey" → whiskey). A word none of these finds has no lexemes: no product has every word.
 */
export function searchWordsStatement(words: readonly string[]): ListingStatement {
  return {
    text: `select w.n::int as "word", coalesce(
        (select array[l.lexeme] from product_search_lexicon l where l.lexeme = s.lexeme),
        case when length(w.word) >= ${MIN_SEARCH_LENGTH} then coalesce(
          (select array_agg(b.lexeme) from (select l.lexeme from product_search_lexicon l where l.lexeme like w.word || '%'
             order by length(l.lexeme), l.lexeme limit ${MAX_WORDS_BEGUN}) b),
          (select array_agg(n.lexeme) from (select l.lexeme from product_search_lexicon l where l.lexeme % w.word
             order by similarity(l.lexeme, w.word) desc, l.lexeme limit ${MAX_NEAR_SPELLINGS}) n)) end,
        '{}')::text[] as "lexemes"
      from unnest($1::text[]) with ordinality w(word, n)
      cross join lateral (select (select t.lexeme from unnest(to_tsvector(${TS_CONFIG}, w.word)) t limit 1) as lexeme) s
      where s.lexeme is not null
      order by w.n`,
    values: [words],
    reusablePlan: true,
  };
}

/** Words a prefix as typed stands for, shortest first; near spellings of a misspelt word, nearest first. */
const MAX_WORDS_BEGUN = 20;
const MAX_NEAR_SPELLINGS = 3;

/** Full-text search configuration, the same one the products.search_vector column is built with. */
const TS_CONFIG = `'english'::regconfig`;

/**
 * The lexemes each word of a search stands for (from searchWordsStatement). A product matches by its
 * words when, for every word, it holds one of that word's lexemes (in its own fields or its brand's name).
 */
export type SearchWordLexemes = readonly (readonly string[])[];

/** A tsquery literal of lexemes taken as they are (no further stemming): (a | b) & (c). */
function lexemeQuery(words: SearchWordLexemes): string {
  const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return words.map((lexemes) => `(${lexemes.map(quote).join(' | ')})`).join(' & ');
}

/**
 * Products matching every word by their indexed words, with their relevance: the sum over words of
 * the best score of that word's lexemes. One lexeme and no other filter is the common case and reads
 * the ranked order straight from product_search_terms' primary key; otherwise the words' rows are
 * aggregated (an index range per lexeme) and joined to products only to apply the other filters.
 */
function wordMatches(words: SearchWordLexemes, conditions: string[], bind: (value: unknown) => string): { select: string; order: string } {
  if (words.length === 1 && words[0].length === 1 && conditions.length === 0) {
    return {
      select: `select t.product_id as id, t.created_at, t.score as relevance from product_search_terms t where t.lexeme = ${bind(words[0][0])}`,
      order: 't.score desc, t.created_at desc, t.product_id desc',
    };
  }
  const filtered = conditions.length ? ` join products p on p.id = m.id where ${conditions.join(' and ')}` : '';
  if (words.every((wordLexemes) => wordLexemes.length === 1)) {
    // One lexeme per word (nothing read as a prefix or a typo): one row per product and word, summed once.
    return {
      select: `select m.id, m.created_at, m.relevance from (
          select t.product_id as id, t.created_at, sum(t.score) as relevance from product_search_terms t
          where t.lexeme = any(${bind(words.map(([lexeme]) => lexeme))}::text[])
          group by t.product_id, t.created_at having count(*) = ${bind(words.length)}) m${filtered}`,
      order: 'm.relevance desc, m.created_at desc, m.id desc',
    };
  }
  const lexemes = words.flat();
  const wordOfLexeme = words.flatMap((wordLexemes, word) => wordLexemes.map(() => word));
  return {
    select: `select m.id, m.created_at, m.relevance from (
        select s.product_id as id, s.created_at, sum(s.score) as relevance from (
          select t.product_id, t.created_at, max(t.score) as score
          from unnest(${bind(lexemes)}::text[], ${bind(wordOfLexeme)}::int[]) g(lexeme, word)
          join product_search_terms t on t.lexeme = g.lexeme
          group by t.product_id, t.created_at, g.word) s
        group by s.product_id, s.created_at having count(*) = ${bind(words.length)}) m${filtered}`,
    order: 'm.relevance desc, m.created_at desc, m.id desc',
  };
}

/**
 * Products that contain the search as a literal substring of their name, description or brand name
 * (trigram indexes) and do not match it by words: they rank after every word match, newest first.
 */
function substringOnlyConditions(search: ProductSearch, words: SearchWordLexemes | null, bind: (value: unknown) => string): string[] {
  const pattern = bind(search.pattern);
  // One branch per index (the two trigram indexes, and products by brand): as a single OR, the
  // brand's part (an array known only at run time) is estimated at a fifth of the catalog and the
  // planner walks the whole newest-first index instead (0.5 s at 100,000 products for a rare term).
  const conditions = [
    `p.id in (select n.id from products n where lower(n.name) like ${pattern}
      union all select d.id from products d where lower(d.description) like ${pattern}
      union all select bp.id from brands sb join products bp on bp.brand_id = sb.id where lower(sb.name) like ${pattern})`,
  ];
  if (words !== null) {
    conditions.push(
      `not exists (select 1 from brands wb where wb.id = p.brand_id and (p.search_vector || to_tsvector(${TS_CONFIG}, wb.name)) @@ ${bind(lexemeQuery(words))}::tsquery)`,
    );
  }
  return conditions;
}

/** The page's rows, read whole only for the ids the ranking kept. */
function pageOf(ranked: string, order: string): string {
  return `with ranked as (${ranked})
    select ${PRODUCT_COLUMNS}, ${CATALOG_REVISION} as "catalogRevision"
    from ranked r join products p on p.id = r.id join brands b on b.id = p.brand_id
    order by ${order}`;
}

/** Null when some word stands for no lexeme (or every word was a stop word): then nothing matches by words. */
export function matchableWords(words: SearchWordLexemes): SearchWordLexemes | null {
  if (words.length === 0 || words.some((lexemes) => lexemes.length === 0)) return null;
  // Two words that stand for the same lexemes ("gin gins") are one condition.
  const distinct = new Map(words.map((lexemes) => [JSON.stringify([...lexemes].sort()), lexemes]));
  return [...distinct.values()];
}

/** A page of the products matching a search by words, the most relevant first, equally relevant ones newest first. */
export function wordMatchPageStatement(criteria: ProductListCriteria, words: SearchWordLexemes): ListingStatement {
  const { values, bind } = parameters();
  const matches = wordMatches(words, filterConditions(criteria, bind), bind);
  return {
    text: pageOf(`${matches.select} order by ${matches.order} limit ${bind(criteria.limit)} offset ${bind(criteria.offset)}`, 'r.relevance desc, r.created_at desc, r.id desc'),
    values,
    reusablePlan: false,
  };
}

/** How many products match a search by words (to page on into the substring-only ones). */
export function wordMatchCountStatement(criteria: Omit<ProductListCriteria, 'limit' | 'offset'>, words: SearchWordLexemes): ListingStatement {
  const { values, bind } = parameters();
  const matches = wordMatches(words, filterConditions(criteria, bind), bind);
  return { text: `select ${CATALOG_REVISION} as revision, count(*)::int as total from (${matches.select}) w`, values, reusablePlan: false };
}

/** A page of the products matching a search only as a substring, newest first. */
export function substringMatchPageStatement(criteria: ProductListCriteria & { search: ProductSearch }, words: SearchWordLexemes | null): ListingStatement {
  const { values, bind } = parameters();
  const conditions = [...filterConditions(criteria, bind), ...substringOnlyConditions(criteria.search, words, bind)];
  return {
    text: pageOf(
      `select p.id, p.created_at from products p where ${conditions.join(' and ')} order by ${PRODUCT_ORDER} limit ${bind(criteria.limit)} offset ${bind(criteria.offset)}`,
      'r.created_at desc, r.id desc',
    ),
    values,
    reusablePlan: false,
  };
}

/**
 * Every product a search finds: those matching by words (counted from product_search_terms), and
 * those containing the text but not matching by words (one bitmap scan over the trigram indexes
 * and the brand's products; the word matches as a hashed id list, so no row is tested against the
 * words again).
 */
export function searchCountStatement(criteria: Omit<ProductListCriteria, 'limit' | 'offset'> & { search: ProductSearch }, words: SearchWordLexemes | null): ListingStatement {
  const { values, bind } = parameters();
  const filter = filterConditions(criteria, bind);
  const pattern = bind(criteria.search.pattern);
  const contains = `(lower(p.name) like ${pattern} or lower(p.description) like ${pattern} or p.brand_id = any(array(select id from brands where lower(name) like ${pattern})))`;
  if (words === null) {
    return { text: `select ${CATALOG_REVISION} as revision, count(*)::int as total from products p where ${[...filter, contains].join(' and ')}`, values, reusablePlan: false };
  }
  const matches = wordMatches(words, filter, bind).select;
  return {
    text: `with word_matches as materialized (${matches})
      select ${CATALOG_REVISION} as revision, ((select count(*) from word_matches)
        + (select count(*) from products p where ${[...filter, contains].join(' and ')} and p.id not in (select id from word_matches)))::int as total`,
    values,
    reusablePlan: false,
  };
}

/** The catalog revision, read in the same snapshot as the rows it vouches for. */
const CATALOG_REVISION = '(select revision from catalog_revision)';

/** A category alone is served by product_category_listings: any offset is an index-only range scan. */
function isCategoryOnly(criteria: Omit<ProductListCriteria, 'limit' | 'offset' | 'search'> & { search?: unknown }): criteria is { category: string } {
  return (
    criteria.category !== undefined &&
    criteria.brandId === undefined &&
    criteria.featured === undefined &&
    criteria.search === undefined &&
    criteria.selection === undefined
  );
}

/** A page of a listing without a search (a search reads through readProductPage). */
export function productPageStatement(criteria: Omit<ProductListCriteria, 'search'>): ListingStatement {
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
  const order = criteria.selection === 'top-rated' ? TOP_RATED_ORDER : PRODUCT_ORDER;
  return {
    text: `select ${PRODUCT_COLUMNS}, ${CATALOG_REVISION} as "catalogRevision"
      from products p join brands b on b.id = p.brand_id ${filter.text}
      order by ${order} limit $${values.length - 1} offset $${values.length}`,
    values,
    reusablePlan: filter.reusablePlan,
  };
}

/** Answers `revision` and `total` from one snapshot, for a listing without a search. */
export function productCountStatement(criteria: Omit<ProductListCriteria, 'limit' | 'offset' | 'search'>): ListingStatement {
  if (isCategoryOnly(criteria)) {
    return {
      text: `select ${CATALOG_REVISION} as revision, count(*)::int as total from product_category_listings where category = $1`,
      values: [criteria.category],
      reusablePlan: true,
    };
  }
  const filter = productFilter(criteria);
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
 * changed since the count, else counted (and cached).
 */
export async function productTotal(
  criteria: ProductListCriteria,
  rows: readonly { catalogRevision?: string }[],
  counts: ProductCountCache,
  count: (statement: ListingStatement) => Promise<{ revision: string; total: number }[]>,
  countStatement: () => ListingStatement = () => productCountStatement(criteria),
): Promise<number> {
  const known = totalKnownFromPage(criteria, rows.length);
  if (known !== null) return known;
  const key = ProductCountCache.key(criteria);
  const revision = rows[0]?.catalogRevision;
  const cached = revision === undefined ? undefined : counts.get(key, revision);
  if (cached !== undefined) return cached;
  const [counted] = await count(countStatement());
  counts.set(key, counted.revision, counted.total);
  return counted.total;
}

/** How the listing's statements run: the handler through Sql, the benchmark's baseline through a bare pg pool. */
export interface ListingReader<Row extends { catalogRevision?: string }> {
  page(statement: ListingStatement): Promise<Row[]>;
  count(statement: ListingStatement): Promise<{ revision: string; total: number }[]>;
  words(statement: ListingStatement): Promise<{ word: number; lexemes: string[] }[]>;
}

/**
 * A page of the listing and its total (see readProductRows). Shared by the API and the benchmark
 * baseline, so both run the same statements.
 */
export async function readProductPage<Row extends { catalogRevision?: string }>(
  criteria: ProductListCriteria,
  counts: ProductCountCache,
  reader: ListingReader<Row>,
): Promise<{ rows: Row[]; total: number }> {
  const { rows, countStatement } = await readProductRows(criteria, reader);
  return { rows, total: await productTotal(criteria, rows, counts, reader.count, countStatement) };
}

/**
 * A page of the listing, and how to count all of it. A search reads its words' lexemes first
 * (searchWordsStatement), then the page of word matches from product_search_terms, and only when
 * that page is short the substring-only matches after them.
 */
export async function readProductRows<Row extends { catalogRevision?: string }>(
  criteria: ProductListCriteria,
  reader: ListingReader<Row>,
): Promise<{ rows: Row[]; countStatement: () => ListingStatement }> {
  const search = criteria.search;
  if (search === undefined) return { rows: await reader.page(productPageStatement(criteria)), countStatement: () => productCountStatement(criteria) };
  const words = search.words.length ? matchableWords((await reader.words(searchWordsStatement(search.words))).map((row) => row.lexemes)) : null;
  let rows = words === null ? [] : await reader.page(wordMatchPageStatement(criteria, words));
  if (rows.length < criteria.limit) {
    let wordMatchCount = criteria.offset + rows.length;
    if (words === null) wordMatchCount = 0;
    else if (rows.length === 0 && criteria.offset > 0) wordMatchCount = (await reader.count(wordMatchCountStatement(criteria, words)))[0].total;
    const rest = { ...criteria, search, limit: criteria.limit - rows.length, offset: Math.max(0, criteria.offset - wordMatchCount) };
    rows = [...rows, ...(await reader.page(substringMatchPageStatement(rest, words)))];
  }
  return { rows, countStatement: () => searchCountStatement({ ...criteria, search }, words) };
}
