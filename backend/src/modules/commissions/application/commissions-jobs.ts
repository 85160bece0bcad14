import { defineJob } from '../../../shared/application/jobs/job-definition';

export interface RunPayoutsPayload {
  /** The run's time (ISO 8601); the schedule's firing time when absent. Payouts are unique per user and the UTC date of this time. */
  runAt?: string;
}

export interface RunPayoutsResult {
  period: string;
  released: number;
  paid: number;
  failed: number;
  skippedWithoutBanking: number;
  belowMinimum: number;
}

export interface RefreshCreatorMetricsResult {
  creators: number;
}

/** Commissions' entries of the job catalogue (listed in src/app/job-catalogue.ts); both run on a schedule in the worker role. */
export const CommissionsJob = {
  RunPayouts: defineJob<RunPayoutsPayload, RunPayoutsResult>({ name: 'commissions.run-payouts', queue: 'commissions.payouts', attempts: 3, backoff: { type: 'exponential', delayMs: 5000 } }),
  RefreshCreatorMetrics: defineJob<Record<string, never>, RefreshCreatorMetricsResult>({ name: 'commissions.refresh-creator-metrics', queue: 'commissions.metrics', attempts: 2, backoff: { type: 'fixed', delayMs: 10_000 } }),
} as const;
