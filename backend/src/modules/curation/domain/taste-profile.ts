import type { Cents } from '../../../shared/domain/money';

/**
 * The taste profile: what a shopper's hearted products say about their taste,
 * and products to try next. Pure functions over product facts; no framework, no I/O.
 */
export const HEARTS_FOR_RECOMMENDATIONS = 5;
export const HEARTS_FOR_COMPLETE_PROFILE = 25;
/** The page shows the first 6; the answer carries a few more. */
export const MAX_RECOMMENDATIONS = 12;
const TOP_INSIGHTS = 3;

/** Score weights, one place (documented in docs/decisions/media-and-profiles.md, "Public profile"). */
export const TASTE_WEIGHTS = { category: 3, brand: 2, tag: 1, priceBand: 2, nearPriceBand: 1 } as const;

export interface TasteProduct {
  id: string;
  name: string;
  brandId: string;
  brandName: string;
  priceCents: Cents;
  /** As the catalog keeps it: '40%', '45.5', or null. */
  abv: string | null;
  categories: string[];
  tags: string[];
}

export interface TasteInsights {
  heartCount: number;
  topCategories: { category: string; count: number }[];
  favoriteBrands: { brandId: string; name: string; count: number }[];
  /** The middle half of the hearted prices (25th–75th percentile); null with no hearts. */
  priceBand: { minCents: Cents; maxCents: Cents } | null;
  /** Lowest and highest ABV (percent) among hearted products that state one; null when none do. */
  abvRange: { min: number; max: number } | null;
}

export interface ScoredRecommendation {
  product: TasteProduct;
  score: number;
  /** Whether the product can reach the shopper's state (true when no state is chosen). */
  reachesState: boolean;
  reason: string;
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function topOf(counts: Map<string, number>, limit: number): [string, number][] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function parseAbv(abv: string | null): number | null {
  if (!abv) return null;
  const match = /(\d+(?:\.\d+)?)/.exec(abv);
  if (!match) return null;
  const value = Number(match[1]);
  return value >= 0 && value <= 100 ? value : null;
}

const lowerCase = (values: string[]) => values.map((value) => value.trim().toLowerCase()).filter(Boolean);

export function tasteInsights(hearted: TasteProduct[]): TasteInsights {
  const brandNames = new Map(hearted.map((product) => [product.brandId, product.brandName]));
  const prices = hearted.map((product) => product.priceCents).sort((a, b) => a - b);
  const abvs = hearted.map((product) => parseAbv(product.abv)).filter((value): value is number => value !== null);
  return {
    heartCount: hearted.length,
    topCategories: topOf(countBy(hearted.flatMap((product) => [...new Set(lowerCase(product.categories))])), TOP_INSIGHTS).map(([category, count]) => ({ category, count })),
    favoriteBrands: topOf(countBy(hearted.map((product) => product.brandId)), TOP_INSIGHTS).map(([brandId, count]) => ({ brandId, name: brandNames.get(brandId) ?? '', count })),
    priceBand: prices.length ? { minCents: percentile(prices, 25), maxCents: percentile(prices, 75) } : null,
    abvRange: abvs.length ? { min: Math.min(...abvs), max: Math.max(...abvs) } : null,
  };
}

/** 'gin' → 'gins', 'whiskey' → 'whiskeys', 'cocktail-kits' → 'cocktail kits'; one of them keeps the singular. */
export function categoryNoun(category: string, count: number): string {
  const words = category.replace(/-/g, ' ');
  if (count === 1) return words.endsWith('s') ? words.slice(0, -1) : words;
  return words.endsWith('s') ? words : `${words}s`;
}

function dollars(cents: Cents): string {
  return `$${Math.round(cents / 100)}`;
}

/**
 * Ranks the catalog for a shopper from their hearted products. Each candidate scores
 *   3 × (hearted products sharing each of its categories)
 * + 2 × (hearted products of its brand)
 * + 1 × (hearted products sharing each of its tags)
 * + 2 when its price is inside the hearted price band (25th–75th percentile), 1 when within 25 % of it.
 * Hearted products are never recommended; a candidate sharing nothing (score 0) is left out.
 * Products that can reach the shopper's state come first, then the higher score, then the name.
 * The reason names the strongest signal: 'Because you hearted 3 gins'.
 */
export function recommend(hearted: TasteProduct[], candidates: TasteProduct[], reaches: (product: TasteProduct) => boolean, limit = MAX_RECOMMENDATIONS): ScoredRecommendation[] {
  if (hearted.length < HEARTS_FOR_RECOMMENDATIONS) return [];
  const heartedIds = new Set(hearted.map((product) => product.id));
  const categories = countBy(hearted.flatMap((product) => [...new Set(lowerCase(product.categories))]));
  const tags = countBy(hearted.flatMap((product) => [...new Set(lowerCase(product.tags))]));
  const brands = countBy(hearted.map((product) => product.brandId));
  const band = tasteInsights(hearted).priceBand!;
  const slack = Math.round((band.maxCents - band.minCents) * 0.25) || Math.round(band.minCents * 0.25);

  const scored: ScoredRecommendation[] = [];
  for (const product of candidates) {
    if (heartedIds.has(product.id)) continue;
    const signals: { points: number; reason: string }[] = [];
    for (const category of new Set(lowerCase(product.categories))) {
      const count = categories.get(category) ?? 0;
      if (count) signals.push({ points: TASTE_WEIGHTS.category * count, reason: `Because you hearted ${count} ${categoryNoun(category, count)}` });
    }
    const brandCount = brands.get(product.brandId) ?? 0;
    if (brandCount) signals.push({ points: TASTE_WEIGHTS.brand * brandCount, reason: `Because you hearted ${brandCount} ${brandCount === 1 ? 'bottle' : 'bottles'} from ${product.brandName}` });
    for (const tag of new Set(lowerCase(product.tags))) {
      const count = tags.get(tag) ?? 0;
      if (count) signals.push({ points: TASTE_WEIGHTS.tag * count, reason: `Because ${count} of your hearts ${count === 1 ? 'is' : 'are'} ${tag}` });
    }
    const inBand = product.priceCents >= band.minCents && product.priceCents <= band.maxCents;
    const nearBand = !inBand && product.priceCents >= band.minCents - slack && product.priceCents <= band.maxCents + slack;
    const priceReason = `In your usual price range (${dollars(band.minCents)}–${dollars(band.maxCents)})`;
    if (inBand) signals.push({ points: TASTE_WEIGHTS.priceBand, reason: priceReason });
    else if (nearBand) signals.push({ points: TASTE_WEIGHTS.nearPriceBand, reason: priceReason });
    // Price alone is no taste signal: something about the product itself must match.
    if (!signals.some((signal) => signal.reason !== priceReason)) continue;
    const score = signals.reduce((sum, signal) => sum + signal.points, 0);
    const strongest = signals.reduce((best, signal) => (signal.points > best.points ? signal : best));
    scored.push({ product, score, reachesState: reaches(product), reason: strongest.reason });
  }
  return scored
    .sort((a, b) => Number(b.reachesState) - Number(a.reachesState) || b.score - a.score || a.product.name.localeCompare(b.product.name) || a.product.id.localeCompare(b.product.id))
    .slice(0, limit);
}
