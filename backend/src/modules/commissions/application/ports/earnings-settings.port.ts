import type { Cents } from '../../../../shared/domain/money';

export const EARNINGS_SETTINGS = Symbol('EARNINGS_SETTINGS');

export interface EarningsSettings {
  /** COMMISSION_HOLD_DAYS (default 14). */
  holdDays: number;
  /** PAYOUT_MINIMUM in cents (default $25). */
  payoutMinimumCents: Cents;
  /** PAYOUT_SCHEDULE: a cron pattern in UTC (default every Friday 09:00). */
  payoutSchedule: string;
  /** CREATOR_METRICS_SCHEDULE: a cron pattern in UTC (default every 15 minutes). */
  creatorMetricsSchedule: string;
  /** Whether an account of `role` is paid only with a second factor set up: every role in production, else the roles in MFA_REQUIRED_ROLES. */
  payeeNeedsSecondFactor(role: string): boolean;
  /** The next time the payout schedule fires after `after`. */
  nextPayoutRun(after: Date): Date;
}
