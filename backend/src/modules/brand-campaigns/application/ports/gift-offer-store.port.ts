import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { Cents } from '../../../../shared/domain/money';
import type { GiftOfferStatus } from '../../domain/gift-offer-status';

export interface GiftOfferView {
  id: string;
  campaignId: string | null;
  campaignName: string | null;
  brandId: string | null;
  recipientId: string;
  productId: string;
  message: string | null;
  status: GiftOfferStatus;
  valueCents: Cents;
  expiresAt: Date | null;
  respondedAt: Date | null;
  createdAt: Date;
}

export interface NewGiftOffer {
  campaignId: string;
  recipientId: string;
  productId: string;
  message: string | null;
  valueCents: Cents;
  expiresAt: Date;
}

export const GIFT_OFFER_STORE = Symbol('GIFT_OFFER_STORE');

/** More work in the offer's own transaction (its outbox event), given the offer's id; it commits or rolls back with the offer. */
export type GiftOfferTransactionStep = (tx: TransactionContext, offerId: string) => Promise<unknown>;

/** Gift offers with the campaign they spend from; every status change goes through the gift-offer transition table. */
export interface GiftOfferStore {
  /**
   * Creates a pending offer and counts it in today's campaign_metrics.giftsOffered, after expiring the
   * pair's stale pending offers. Throws GiftOfferAlreadyPendingError when the creator has a pending
   * offer of this product (one at most, also under racing requests), CampaignBudgetExceededError when
   * the campaign's spent + value would pass its budget.
   */
  create(offer: NewGiftOffer, now: Date, alsoInTransaction?: GiftOfferTransactionStep): Promise<GiftOfferView>;
  /** Offers to these creator pages, newest first (pending ones past expiresAt already expired). */
  listForRecipients(recipientIds: readonly string[], now: Date): Promise<GiftOfferView[]>;
  findById(id: string): Promise<GiftOfferView | null>;
  /**
   * Moves a pending, unexpired offer to accepted or declined in one transaction (row locked). Accepting
   * adds its value to the campaign's spent (refused with CampaignBudgetExceededError past the budget)
   * and counts in today's giftsAccepted. Throws GiftOfferNotPendingError otherwise.
   */
  respond(id: string, answer: 'accepted' | 'declined', now: Date, alsoInTransaction?: GiftOfferTransactionStep): Promise<GiftOfferView>;
  /** A brand's partnership facts in [from, to): gift offers accepted (and their values: the spend) and affiliate enrollments approved. */
  brandActivity(brandId: string, from: Date, to: Date): Promise<{ acceptedGifts: number; spendCents: Cents; activeEnrollments: number }>;
  /** Expires every pending offer past its expiresAt; answers how many. */
  expireDue(now: Date): Promise<number>;
}
