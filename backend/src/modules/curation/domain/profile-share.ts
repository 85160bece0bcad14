import { DomainError } from '../../../shared/domain/domain-error';

/**
 * Share links of a profile: POST /api/user/profile/share {type, itemId} → an
 * absolute URL on the shop's public origin that carries the public-profile rules' utm parameters:
 * utm_source = the sharer's username, utm_medium = shared_profile, and utm_campaign by what is
 * shared (product_recommendation and brand_recommendation as on the public profile's links;
 * profile_share and collection_share for the profile itself and one of its public collections).
 * A brand is linked at /brand/{id}, the shop's brand page (the specification's /brands/{id} is its list URL).
 */
export const SHARE_TYPES = ['profile', 'product', 'brand', 'collection'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];

export const SHARE_CAMPAIGN: Record<ShareType, string> = {
  profile: 'profile_share',
  product: 'product_recommendation',
  brand: 'brand_recommendation',
  collection: 'collection_share',
};

export class CollectionNotPublicError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'COLLECTION_NOT_PUBLIC';
  constructor() {
    super('Only a public collection can be shared; make it public first.');
  }
}

export class ShareItemRequiredError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'SHARE_ITEM_REQUIRED';
  constructor(type: ShareType) {
    super(`itemId is required to share a ${type} (the ${type} id)`);
  }
}

/** The absolute share URL; `origin` is the configured public origin (no trailing slash needed). */
export function shareUrl(origin: string, username: string, type: ShareType, itemId: string | null): string {
  const base = origin.replace(/\/+$/, '');
  const profilePath = `/profile/${encodeURIComponent(username)}`;
  const path = type === 'product' ? `/products/${itemId}` : type === 'brand' ? `/brand/${itemId}` : profilePath;
  const url = new URL(`${base}${path}`);
  url.searchParams.set('utm_source', username);
  url.searchParams.set('utm_medium', 'shared_profile');
  url.searchParams.set('utm_campaign', SHARE_CAMPAIGN[type]);
  if (type === 'collection' && itemId) url.hash = `collection-${itemId}`;
  return url.toString();
}
