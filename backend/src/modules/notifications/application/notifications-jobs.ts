import { defineJob } from '../../../shared/application/jobs/job-definition';
import type { DispatchOutboxResult } from './outbox-dispatcher';

/**
 * Notifications' entry of the job catalogue (listed in src/app/job-catalogue.ts): the outbox dispatcher, on a
 * schedule of a few seconds (OUTBOX_DISPATCH_SCHEDULE). One attempt: a run that fails leaves its deliveries
 * pending and the next run takes them; each delivery keeps its own backoff.
 */
export const NotificationsJob = {
  DispatchOutbox: defineJob<Record<string, never>, DispatchOutboxResult>({ name: 'notifications.dispatch-outbox', queue: 'notifications.outbox', attempts: 1, backoff: { type: 'fixed', delayMs: 1000 } }),
} as const;
