import type { TasteProduct } from '../../domain/taste-profile';

export const TASTE_CATALOG = Symbol('TASTE_CATALOG');

/** A product as the taste profile reads it, with what the delivery-area rules need. */
export interface TasteCandidate extends TasteProduct {
  image: string | null;
  available: boolean;
  deliveryAvailable: boolean;
  shippingAvailable: boolean;
  markets: string[] | null;
}

/** Reads for the taste profile: the shopper's hearted products and the catalog products that share something with them. */
export interface TasteCatalog {
  hearted(userId: string): Promise<TasteCandidate[]>;
  /** Available, not hearted, sharing a category, brand or tag with the hearted ones; at most `limit`. */
  candidates(userId: string, shared: { categories: string[]; brandIds: string[]; tags: string[] }, limit: number): Promise<TasteCandidate[]>;
}

export interface TasteRecommendation {
  product: TasteCandidate;
  score: number;
  reason: string;
  /** Whether it can be bought for the chosen state; null when no state was given. */
  availableInState: boolean | null;
}

export interface TasteRecommendations {
  heartCount: number;
  /** Why the list is empty (fewer than 5 hearts, or nothing shares anything); null otherwise. */
  message: string | null;
  recommendations: TasteRecommendation[];
}
