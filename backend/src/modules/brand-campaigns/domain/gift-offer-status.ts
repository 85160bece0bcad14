import { DomainError } from '../../../shared/domain/domain-error';
import { transitionTable } from '../../../shared/domain/transition-table';

export const GIFT_OFFER_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type GiftOfferStatus = (typeof GIFT_OFFER_STATUSES)[number];

/**
 * Every allowed move of a gift offer; anything else is refused with 409.
 * - pending → accepted | declined: the recipient answers before expiresAt.
 * - pending → expired: expiresAt passed unanswered (the expiry job, or any read after it).
 * accepted, declined and expired are final.
 */
export const GIFT_OFFER_STATUS_TRANSITIONS: Readonly<Record<GiftOfferStatus, readonly GiftOfferStatus[]>> = {
  pending: ['accepted', 'declined', 'expired'],
  accepted: [],
  declined: [],
  expired: [],
};

export class GiftOfferNotPendingError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'GIFT_OFFER_NOT_PENDING';
  constructor(readonly from: GiftOfferStatus, readonly to: GiftOfferStatus) {
    super(from === 'expired' ? 'This gift offer has expired and can no longer be answered.' : `This gift offer is already ${from}; it cannot become ${to}.`);
  }
}

/** The gift offer status machine: {@link GIFT_OFFER_STATUS_TRANSITIONS}, refused with {@link GiftOfferNotPendingError} (409). */
export const GIFT_OFFER_STATUS_TABLE = transitionTable(GIFT_OFFER_STATUS_TRANSITIONS, (from, to) => new GiftOfferNotPendingError(from, to));

export function assertGiftOfferTransition(from: GiftOfferStatus, to: GiftOfferStatus): void {
  GIFT_OFFER_STATUS_TABLE.assertMove(from, to);
}

/** The status an offer really has at `now`: a pending offer past its expiry is expired. */
export function effectiveGiftOfferStatus(status: GiftOfferStatus, expiresAt: Date | null, now: Date): GiftOfferStatus {
  return status === 'pending' && expiresAt !== null && expiresAt.getTime() <= now.getTime() ? 'expired' : status;
}

/** A purchase of the gifted product through the recipient's link counts as a gift conversion this long after acceptance. */
export const GIFT_CONVERSION_WINDOW_DAYS = 30;
