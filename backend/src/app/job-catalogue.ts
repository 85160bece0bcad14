import { BrandCampaignsJob } from '../modules/brand-campaigns';
import { CatalogJob } from '../modules/catalog';
import { CommissionsJob } from '../modules/commissions';
import { NotificationsJob } from '../modules/notifications';
import type { AppConfig } from '../config/app-config';
import type { JobSchedule } from '../shared/application/jobs/job-definition';
import { JobCatalogue } from '../shared/infrastructure/jobs/job-catalogue';

/**
 * Every background job of Rounds. A module declares its jobs once, each one line with defineJob (name,
 * queue, payload and result types, attempts, backoff) in its `<module>-jobs.ts`, and marks one provider
 * method per job with @JobHandler(entry); its entries are listed here. Boot stops when an entry has no
 * handler or two, or a handler serves a job not listed here.
 */
export const JOB_CATALOGUE = JobCatalogue.of(CatalogJob, CommissionsJob, BrandCampaignsJob, NotificationsJob);

/** The jobs that run on a schedule (registered by the worker role, or in-process without Redis). */
export function jobSchedules(config: AppConfig): JobSchedule<any>[] {
  return [
    { job: CommissionsJob.RunPayouts, pattern: config.payoutSchedule, payload: {} },
    { job: CommissionsJob.RefreshCreatorMetrics, pattern: config.creatorMetricsSchedule, payload: {} },
    { job: BrandCampaignsJob.ExpireGiftOffers, pattern: config.giftOfferExpirySchedule, payload: {} },
    { job: NotificationsJob.DispatchOutbox, pattern: config.notifications.outboxDispatchSchedule, payload: {} },
  ];
}
