import { CronExpressionParser } from 'cron-parser';
import type { AppConfig } from '../../../config/app-config';
import type { EarningsSettings } from '../application/ports/earnings-settings.port';

/** The ledger's settings from the environment (COMMISSION_HOLD_DAYS, PAYOUT_MINIMUM, PAYOUT_SCHEDULE, CREATOR_METRICS_SCHEDULE). */
export function earningsSettingsFrom(config: AppConfig): EarningsSettings {
  return {
    holdDays: config.commissionHoldDays,
    payoutMinimumCents: config.payoutMinimumCents,
    payoutSchedule: config.payoutSchedule,
    creatorMetricsSchedule: config.creatorMetricsSchedule,
    payeeNeedsSecondFactor: (role: string) => config.isProduction || config.mfaRequiredRoles.includes(role),
    nextPayoutRun: (after: Date) => CronExpressionParser.parse(config.payoutSchedule, { currentDate: after, tz: 'UTC' }).next().toDate(),
  };
}
