import type { Cents } from '../../../../shared/domain/money';
import type { BankingDetails } from '../../domain/commission-account';
import type { PayableBalance, PayoutSkipReason } from '../../domain/payout-plan';

export const PAYOUT_STORE = Symbol('PAYOUT_STORE');
export const PAYOUT_PROVIDER = Symbol('PAYOUT_PROVIDER');

export interface OpenPayout {
  payoutId: string;
  userId: string;
  amountCents: Cents;
  entryCount: number;
  banking: BankingDetails | null;
}

/**
 * The payout run's steps, each its own short transaction so a crash between them is resumable. Every step
 * works on a page of users or payouts (set-based SQL), so a run's memory does not grow with the number of users.
 */
export interface PayoutStore {
  /** pending → payable for entries whose hold has passed by `now`; answers how many. */
  releaseMatured(now: Date): Promise<number>;
  /** Up to `limit` users with a payable balance, by user id after `afterUserId` (a keyset page). */
  payableBalances(afterUserId: string | null, limit: number): Promise<PayableBalance[]>;
  /** Remembers why these users were not paid (shown to them), and forgets it for everyone paid. */
  recordSkips(skipped: readonly { userId: string; reason: PayoutSkipReason }[], paidUserIds: readonly string[], at: Date): Promise<void>;
  /**
   * Creates each user's ONE payout of the period (unique per user and period) and moves their payable
   * entries into it (payable → in_payout), all in one transaction; answers the ids of the payouts created
   * (a user whose period already has one is left out).
   */
  openPayouts(userIds: readonly string[], period: string): Promise<string[]>;
  /** Payouts still processing (this run's, or a crashed run's), to send and finish: the given ones, or a page by id after `afterPayoutId`. */
  processingPayouts(page: { payoutIds?: readonly string[]; afterPayoutId?: string | null; limit: number }): Promise<OpenPayout[]>;
  /**
   * In one transaction, for each payout still processing — paid: in_payout → paid; failed: in_payout → payable and the
   * reason kept on the payout. Answers the ones this call finished: a payout another run finished first is not among them.
   */
  finishPayouts(finished: readonly { payoutId: string; outcome: PayoutOutcome }[], at: Date): Promise<{ payoutId: string; outcome: PayoutOutcome }[]>;
}

export type PayoutOutcome = { outcome: 'paid'; reference: string } | { outcome: 'failed'; reason: string };

/** The provider that moves the money. Sending the same payout id twice must not pay twice (the id is its idempotency key). */
export interface PayoutProvider {
  send(request: { payoutId: string; userId: string; amountCents: Cents; banking: BankingDetails }): Promise<PayoutOutcome>;
}
