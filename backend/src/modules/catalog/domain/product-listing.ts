/**
 * Limits and shapes of the product listing: page sizes, the category slug shape, how a
 * search term becomes a LIKE pattern, and how many related products a product page gets.
 */
export const DEFAULT_PRODUCT_PAGE_SIZE = 100;
export const MAX_PRODUCT_PAGE_SIZE = 200;

/** Related products shown under 'You Might Also Like'. */
export const MAX_RECOMMENDATIONS = 8;

/** Product thumbnails on a brand card. */
export const BRAND_CARD_THUMBNAILS = 3;

/** Lowercase letters, digits and dashes: the shape of every category slug (whiskey, cocktail-kits). */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_CATEGORY_SLUG_LENGTH = 40;

/**
 * Substring search is served by trigram indexes, which need three characters to narrow anything
 * down; shorter terms would read the whole catalog.
 */
export const MIN_SEARCH_LENGTH = 3;
export const MAX_SEARCH_LENGTH = 100;

export function isCategorySlug(value: string): boolean {
  return value.length <= MAX_CATEGORY_SLUG_LENGTH && CATEGORY_SLUG_PATTERN.test(value);
}

/**
 * A case-insensitive "contains" pattern for LIKE over lower-cased text: the term is trimmed,
 * lower-cased, inner whitespace collapsed, and LIKE's own wildcards escaped so that '50%' or
 * 'gin_tonic' match literally.
 */
export function containsPattern(term: string): string {
  const normalised = term.trim().replace(/\s+/g, ' ').toLowerCase();
  return `%${normalised.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Words of a search that are ranked one by one; a longer search still matches as a phrase. */
export const MAX_RANKED_SEARCH_WORDS = 6;

/**
 * A shopper's search as the listing needs it: the literal contains pattern (partial matches, served
 * by the trigram indexes) and the normalised text and its words, which PostgreSQL's full-text search
 * ('english' configuration: case and plural folded, so "Gins" finds "gin") matches as whole words
 * and ranks field by field (see docs/decisions/catalog-and-search.md, "Search").
 */
export interface ProductSearch {
  pattern: string;
  text: string;
  words: string[];
}

export function productSearch(term: string): ProductSearch {
  const text = term.trim().replace(/\s+/g, ' ').toLowerCase();
  const words = [...new Set(text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0))].slice(0, MAX_RANKED_SEARCH_WORDS);
  return { pattern: containsPattern(term), text, words };
}

/**
 * The category page's filter chips (docs/decisions/catalog-and-search.md, "Selections"): three
 * narrow the listing by tags and price, `top-rated` keeps the products curators rated and lists the
 * best average first.
 */
export const PRODUCT_SELECTIONS = ['premium', 'craft', 'limited-edition', 'top-rated'] as const;
export type ProductSelection = (typeof PRODUCT_SELECTIONS)[number];

/** What a tag-based selection matches: a product tag, a brand tag, or (premium) a price from this many cents. */
export interface SelectionRule {
  productTags: readonly string[];
  brandTags: readonly string[];
  minPriceCents: number | null;
}

/**
 * Premium: tagged premium, or $50 or more (a brand's own premium tag says little: most demo brands carry it).
 * Craft: tagged craft or small-batch, or from a brand tagged craft. Limited Edition: tagged
 * limited-edition, single-barrel or cask-strength.
 */
export const SELECTION_RULES: Record<Exclude<ProductSelection, 'top-rated'>, SelectionRule> = {
  premium: { productTags: ['premium'], brandTags: [], minPriceCents: 5000 },
  craft: { productTags: ['craft', 'small-batch'], brandTags: ['craft'], minPriceCents: null },
  'limited-edition': { productTags: ['limited-edition', 'single-barrel', 'cask-strength'], brandTags: [], minPriceCents: null },
};
