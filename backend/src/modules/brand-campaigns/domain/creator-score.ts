import type { Cents } from '../../../shared/domain/money';

/** The specification's number: the discovery list shows the top 5 creators. */
export const DISCOVERY_LIMIT = 5;

export interface DiscoveryCandidate {
  id: string;
  handle: string;
  followers: number;
  /** Orders per 100 clicks over the last 30 days (percent). */
  conversionRate30d: number;
  totalSales30dCents: Cents;
  totalOrders30d: number;
  categories: string[];
}

export interface DiscoveryFilters {
  minFollowers?: number;
  /** Any of these (lower case): a creator matches when it endorses a product in one of them. */
  categories?: string[];
  minConversionRate?: number;
}

/**
 * The discovery score, from 0 to 100, relative to the creators that passed the filters:
 *   50 × sales / best sales  +  30 × conversion / best conversion  +  20 × log(1 + followers) / log(1 + most followers)
 * Real 30-day sales weigh most (what a brand pays for), conversion next (how well the audience buys),
 * reach last, on a log scale so that one huge account does not flatten everyone else. A part whose best
 * value is 0 adds 0. Ties: more followers first, then the handle.
 */
export function discoveryScore(candidate: DiscoveryCandidate, best: { sales: number; conversion: number; followers: number }): number {
  const part = (value: number, max: number) => (max > 0 ? value / max : 0);
  const reach = best.followers > 0 ? Math.log1p(candidate.followers) / Math.log1p(best.followers) : 0;
  return Math.round((50 * part(candidate.totalSales30dCents, best.sales) + 30 * part(candidate.conversionRate30d, best.conversion) + 20 * reach) * 100) / 100;
}

/** Applies the filters, scores what is left and answers the top {@link DISCOVERY_LIMIT}, best first. */
export function rankCreators<T extends DiscoveryCandidate>(candidates: readonly T[], filters: DiscoveryFilters, limit = DISCOVERY_LIMIT): (T & { score: number })[] {
  const wanted = (filters.categories ?? []).map((category) => category.toLowerCase());
  const passing = candidates.filter(
    (c) =>
      c.followers >= (filters.minFollowers ?? 0) &&
      c.conversionRate30d >= (filters.minConversionRate ?? 0) &&
      (wanted.length === 0 || c.categories.some((category) => wanted.includes(category.toLowerCase()))),
  );
  const best = {
    sales: Math.max(0, ...passing.map((c) => c.totalSales30dCents)),
    conversion: Math.max(0, ...passing.map((c) => c.conversionRate30d)),
    followers: Math.max(0, ...passing.map((c) => c.followers)),
  };
  return passing
    .map((c) => ({ ...c, score: discoveryScore(c, best) }))
    .sort((a, b) => b.score - a.score || b.followers - a.followers || a.handle.localeCompare(b.handle))
    .slice(0, limit);
}
