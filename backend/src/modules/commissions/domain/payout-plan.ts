import type { Cents } from '../../../shared/domain/money';

/** Default smallest payout; PAYOUT_MINIMUM (dollars) overrides it. */
export const DEFAULT_PAYOUT_MINIMUM_CENTS: Cents = 2_500;

export interface PayableBalance {
  userId: string;
  payableCents: Cents;
  hasBankingDetails: boolean;
  /** Whether the account's e-mail address is confirmed: payout mail must reach its owner. */
  hasVerifiedEmail: boolean;
  /** When saved banking details were last replaced (a first save is no change), or null. */
  bankingChangedAt?: Date | null;
  /** The account's role and whether it has a second factor (an authenticator app) set up. */
  role?: string;
  hasSecondFactor?: boolean;
}

export type PayoutSkipReason = 'no_banking_details' | 'below_minimum' | 'email_not_verified' | 'second_factor_missing' | 'banking_recently_changed';
export const PAYOUT_SKIP_REASONS = ['no_banking_details', 'below_minimum', 'email_not_verified', 'second_factor_missing', 'banking_recently_changed'] as const satisfies readonly PayoutSkipReason[];

/** A payout waits this long after banking details were replaced: time for the owner to notice a change that was not theirs. */
export const BANKING_CHANGE_HOLD_MS = 72 * 3600 * 1000;

export interface PayoutPlan {
  pay: { userId: string; amountCents: Cents }[];
  skipped: { userId: string; reason: PayoutSkipReason; payableCents: Cents }[];
}

/**
 * Who is paid in a run at `now`: each user whose payable balance reaches the minimum, who has banking details and a
 * confirmed e-mail address, a second factor where `needsSecondFactor(role)` says so (a stolen password alone must
 * not be enough to redirect money), and whose banking details were not replaced within the last 72 hours.
 */
export function planPayouts(balances: readonly PayableBalance[], minimumCents: Cents, now: Date = new Date(0), needsSecondFactor: (role: string) => boolean = () => false): PayoutPlan {
  const plan: PayoutPlan = { pay: [], skipped: [] };
  for (const balance of balances) {
    if (balance.payableCents < minimumCents) plan.skipped.push({ userId: balance.userId, reason: 'below_minimum', payableCents: balance.payableCents });
    else if (!balance.hasBankingDetails) plan.skipped.push({ userId: balance.userId, reason: 'no_banking_details', payableCents: balance.payableCents });
    else if (!balance.hasVerifiedEmail) plan.skipped.push({ userId: balance.userId, reason: 'email_not_verified', payableCents: balance.payableCents });
    else if (!balance.hasSecondFactor && needsSecondFactor(balance.role ?? 'user')) {
      plan.skipped.push({ userId: balance.userId, reason: 'second_factor_missing', payableCents: balance.payableCents });
    }
    else if (balance.bankingChangedAt && now.getTime() - balance.bankingChangedAt.getTime() < BANKING_CHANGE_HOLD_MS) {
      plan.skipped.push({ userId: balance.userId, reason: 'banking_recently_changed', payableCents: balance.payableCents });
    }
    else plan.pay.push({ userId: balance.userId, amountCents: balance.payableCents });
  }
  return plan;
}

/** What the user reads about a skipped payout. */
export function payoutSkipMessage(reason: PayoutSkipReason, minimumCents: Cents): string {
  if (reason === 'no_banking_details') return 'Your payout was skipped because no banking details are saved. Add them in Settings → Banking Details to be paid in the next run.';
  if (reason === 'banking_recently_changed') return 'Your payout is held for 72 hours after your banking details changed, to keep your earnings safe. It goes out in the first run after that.';
  if (reason === 'second_factor_missing') return 'Your payout was skipped because accounts that receive payouts need an authenticator app. Set one up in Settings → Security to be paid in the next run.';
  if (reason === 'email_not_verified') return 'Your payout was skipped because your e-mail address is not confirmed. Open the link we mailed you (Settings → Account → Send a new link) to be paid in the next run.';
  return `Payouts start once your payable balance reaches $${(minimumCents / 100).toFixed(2)}.`;
}

/** The one payout per user and period: the run's UTC date (a re-run of the same schedule slot finds the same key). */
export function payoutPeriod(runAt: Date): string {
  return runAt.toISOString().slice(0, 10);
}

/** Statuses of a payout (the specification shows paid, processing, pending; failed is "anything else"). */
export const PAYOUT_STATUSES = ['processing', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
