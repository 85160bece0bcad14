import { DomainError } from '../../../shared/domain/domain-error';

export class FavoriteProductNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'PRODUCT_NOT_FOUND';
  constructor() {
    super('Product not found. It may have been removed from the catalog.');
  }
}

export class FavoriteBrandNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'BRAND_NOT_FOUND';
  constructor() {
    super('Brand not found. It may have been removed.');
  }
}

export class FollowedCreatorNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'CREATOR_NOT_FOUND';
  constructor() {
    super('Creator not found. The page may have been removed.');
  }
}

export class CannotFollowOwnCreatorPageError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'CANNOT_FOLLOW_SELF';
  constructor() {
    super('You cannot follow your own creator page.');
  }
}

/** A creator following their own page would inflate the follower count everyone sees. */
export function assertMayFollow(shopperId: string, creatorOwnerUserId: string | null): void {
  if (creatorOwnerUserId !== null && creatorOwnerUserId === shopperId) throw new CannotFollowOwnCreatorPageError();
}
