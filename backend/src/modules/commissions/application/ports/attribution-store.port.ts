import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { CreatorForAttribution } from '../../domain/attribution';

export const ATTRIBUTION_STORE = Symbol('ATTRIBUTION_STORE');

export interface NewClick {
  /** The creator page the link named; null when it named a user without one (utm_source = a username). */
  creatorId: string | null;
  /** The account the visit may earn for: the page's owner, or the named user. */
  referrerUserId: string | null;
  productId: string | null;
  shopperId: string | null;
  utmParams: Record<string, string>;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface AttributingClick {
  clickId: string;
  creatorId: string | null;
  referrerUserId: string | null;
}

/** Attribution reads and writes; the `tx` ones run inside the checkout's transaction. */
export interface AttributionStore {
  findCreator(tx: TransactionContext, creatorId: string): Promise<CreatorForAttribution | null>;
  /** The shopper's most recent click since `since` (last click wins), or null. */
  latestClick(tx: TransactionContext, shopperId: string, since: Date): Promise<AttributingClick | null>;
  /** The owner of a creator page outside any transaction (for a click). */
  creatorOwner(creatorId: string): Promise<string | null>;
  productExists(productId: string): Promise<boolean>;
  /**
   * Records the click unless the same visitor (the shopper when signed in, else address and user agent)
   * clicked the same product through the same creator or user within the last `windowSeconds`; atomic
   * across API processes. Whether it was recorded.
   */
  recordClick(click: NewClick, windowSeconds: number): Promise<boolean>;
  /**
   * Records a view of `view.ownerUserId`'s profile (a click_logs row with utm_medium `profile_view`, no shopper)
   * unless the same visitor (address and user agent) had one recorded within the last `windowSeconds`; atomic
   * across API processes. Whether it was recorded.
   */
  recordProfileView(view: ProfileView, windowSeconds: number): Promise<boolean>;
}

export interface ProfileView {
  ownerUserId: string;
  ipAddress: string | null;
  userAgent: string | null;
}
