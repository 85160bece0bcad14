import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { CreatorApplicationStatus, CreatorPick } from '../../domain/creator-application';

export const CREATOR_APPLICATIONS = Symbol('CREATOR_APPLICATIONS');

export interface NewCreatorApplication {
  userId: string;
  handle: string;
  name: string;
  bio: string;
  instagramHandle: string | null;
  tiktokHandle: string | null;
  youtubeHandle: string | null;
  twitterHandle: string | null;
  picks: CreatorPick[];
}

export interface CreatorApplicationUnderReview extends NewCreatorApplication {
  id: string;
  status: CreatorApplicationStatus;
}

/** Where the application's decisions are kept: who may apply, which handles are free, the page an approval writes. */
export interface CreatorApplications {
  /** Whether no creator page has the handle and no pending application claims it. */
  isHandleFree(handle: string): Promise<boolean>;
  ownsCreatorPage(userId: string): Promise<boolean>;
  /** How many of the product ids are catalog products. */
  countProducts(productIds: readonly string[]): Promise<number>;
  /** Throws CreatorHandleTakenError or CreatorApplicationPendingError when a pending application holds either first. */
  submit(application: NewCreatorApplication, at: Date): Promise<string>;
  /** The application, locked for the review in `tx`; undefined when there is none. */
  lockForReview(tx: TransactionContext, id: string): Promise<CreatorApplicationUnderReview | undefined>;
  /** Writes the creator page and one endorsement per pick; throws CreatorHandleTakenError when a page took the handle meanwhile. */
  createCreatorPage(tx: TransactionContext, application: CreatorApplicationUnderReview): Promise<string>;
  markReviewed(
    tx: TransactionContext,
    id: string,
    review: { status: Exclude<CreatorApplicationStatus, 'pending'>; reviewerId: string; at: Date; rejectionReason: string | null; creatorId: string | null },
  ): Promise<void>;
}
