import { CatalogJob } from '../modules/catalog';
import { JobCatalogue } from '../shared/infrastructure/jobs/job-catalogue';

/**
 * Every background job of Rounds. A module declares its jobs once, each one line with defineJob (name,
 * queue, payload and result types, attempts, backoff) in its `<module>-jobs.ts`, and marks one provider
 * method per job with @JobHandler(entry); its entries are listed here. Boot stops when an entry has no
 * handler or two, or a handler serves a job not listed here.
 */
export const JOB_CATALOGUE = JobCatalogue.of(CatalogJob);
