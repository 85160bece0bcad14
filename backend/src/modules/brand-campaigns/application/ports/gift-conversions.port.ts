import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { AcceptedGift } from '../../../commissions';

export const GIFT_CONVERSIONS = Symbol('GIFT_CONVERSIONS');

/** Gift conversions, inside the checkout's transaction (the checkout flow asks, then records what the ledger credited). */
export interface GiftConversions {
  /** The gift offer of `productId` that `creatorId` accepted in the conversion window before `at`, or null. */
  findAcceptedGift(tx: TransactionContext, creatorId: string, productId: string, at: Date): Promise<AcceptedGift | null>;
  /** Counts the conversion in the campaign's figures for the day of `at`. */
  recordConversion(tx: TransactionContext, gift: AcceptedGift, at: Date): Promise<void>;
}
