import { DEFAULT_HERO_IMAGES } from '@/lib/images';
import type { Creator } from '../api/types';

/** The specification's defaults for a creator's card and page. */
export const DEFAULT_CREATOR_BIO = 'Expert curator with a passion for premium spirits';
export const DEFAULT_CREATOR_RATING = 4.8;

export function creatorDisplayName(creator: Pick<Creator, 'name' | 'handle'>): string {
  return creator.name?.trim() || creator.handle;
}

export function creatorFirstName(creator: Pick<Creator, 'name' | 'handle'>): string {
  return creatorDisplayName(creator).split(/\s+/)[0];
}

export function creatorBio(creator: Pick<Creator, 'bio'>): string {
  return creator.bio?.trim() || DEFAULT_CREATOR_BIO;
}

export function creatorFollowers(creator: Pick<Creator, 'followers'>): number {
  return creator.followers ?? 0;
}

export function creatorRating(creator: Pick<Creator, 'rating'>): number {
  return creator.rating ?? DEFAULT_CREATOR_RATING;
}

/**
 * A creator without a hero image gets one of the six default heroes, always the same one for the
 * same handle (a small string hash), so pages look different from each other but stable over time.
 */
export function defaultHeroImage(handle: string): string {
  let hash = 0;
  for (const character of handle) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return DEFAULT_HERO_IMAGES[hash % DEFAULT_HERO_IMAGES.length];
}

export function creatorHeroImage(creator: Pick<Creator, 'heroImage' | 'handle'>): string {
  return creator.heroImage || defaultHeroImage(creator.handle);
}

export function creatorInitials(creator: Pick<Creator, 'name' | 'handle'>): string {
  const words = creatorDisplayName(creator).split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
