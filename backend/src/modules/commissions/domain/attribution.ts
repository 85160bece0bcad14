import { DomainError } from '../../../shared/domain/domain-error';
import type { Cents } from '../../../shared/domain/money';
import { commissionCentsFor, CuratorTier } from './curator-tier';

/** A click through a creator's link attributes the shopper's purchases for this long. */
export const ATTRIBUTION_WINDOW_DAYS = 30;

/** What a profile view without a (known) utm_source leaves in click_logs: no shopper, so it never attributes a purchase. */
export const PROFILE_VIEW_MEDIUM = 'profile_view';

/**
 * A visitor's views of the same profile count once per this many minutes (a visit, as web analytics count
 * sessions): reloading the page or coming back to it soon does not raise the owner's profileViews.
 */
export const PROFILE_VIEW_WINDOW_MINUTES = 30;

/**
 * A visitor's clicks on the same link (the same product through the same creator or user) count once per
 * this many minutes: a reload, a prefetch or a second tab is the same click, and repeating it cannot buy
 * clicks in bulk.
 */
export const LINK_CLICK_WINDOW_MINUTES = 30;

export function attributionWindowStart(now: Date): Date {
  return new Date(now.getTime() - ATTRIBUTION_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

export class ReferringCreatorNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'CREATOR_NOT_FOUND';
  constructor() {
    super('The creator this purchase came through was not found. Remove creatorId or use a current creator link.');
  }
}

/** A click names a product the catalog no longer has. */
export class ClickedProductNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'PRODUCT_NOT_FOUND';
  constructor() {
    super('Product not found.');
  }
}

export interface CreatorForAttribution {
  id: string;
  /** The account that owns the creator page; null for a page without one. */
  ownerUserId: string | null;
  /** The owner's curator tier; a page without an owner earns at the 'user' tier (0 %). */
  ownerTier: CuratorTier;
}

/** A creator buying through their own link earns nothing from it: self-referral is not attributed. */
export function isSelfReferral(creator: CreatorForAttribution, shopperId: string): boolean {
  return creator.ownerUserId !== null && creator.ownerUserId === shopperId;
}

export interface OrderAttributionAmounts {
  gmvCents: Cents;
  commissionCents: Cents;
}

/** GMV is the order's item subtotal (no fees or tax); commission is the owner's tier rate of it. */
export function attributionAmounts(orderSubtotalCents: Cents, creator: CreatorForAttribution): OrderAttributionAmounts {
  return { gmvCents: orderSubtotalCents, commissionCents: commissionCentsFor(orderSubtotalCents, creator.ownerTier) };
}
