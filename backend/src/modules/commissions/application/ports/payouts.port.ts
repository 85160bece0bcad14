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

/** The payout run's steps, each its own short transaction so a crash between them is resumable. */
export interface PayoutStore {
  /** pending → payable for entries whose hold has passed by `now`; answers how many. */
  releaseMatured(now: Date): Promise<number>;
  payableBalances(): Promise<PayableBalance[]>;
  /** Remembers why these users were not paid (shown to them), and forgets it for everyone paid. */
  recordSkips(skipped: readonly { userId: string; reason: PayoutSkipReason }[], paidUserIds: readonly string[], at: Date): Promise<void>;
  /**
   * Creates the user's ONE payout of the period (unique per user and period) and moves their payable
   * entries into it (payable → in_payout), in one transaction; null when the period already has it.
   */
  openPayout(userId: string, period: string): Promise<OpenPayout | null>;
  /** Payouts still processing (this run's, or a crashed run's), to send and finish. */
  processingPayouts(): Promise<OpenPayout[]>;
  /** paid: in_payout → paid; failed: in_payout → payable and the reason kept on the payout. */
  finishPayout(payoutId: string, outcome: PayoutOutcome, at: Date): Promise<void>;
}

export type PayoutOutcome = { outcome: 'paid'; reference: string } | { outcome: 'failed'; reason: string };

/** The provider that moves the money. Sending the same payout id twice must not pay twice (the id is its idempotency key). */
export interface PayoutProvider {
  send(request: { payoutId: string; userId: string; amountCents: Cents; banking: BankingDetails }): Promise<PayoutOutcome>;
}
