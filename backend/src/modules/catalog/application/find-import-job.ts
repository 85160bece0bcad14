import type { JobDefinition } from '../../../shared/application/jobs/job-definition';
import type { JobQueue, JobSnapshot } from '../../../shared/application/jobs/job-queue.port';
import type { ImageImportResult } from '../domain/image-import/image-import-tally';
import type { ProductImportResult } from '../domain/product-import/product-import-tally';
import { IMPORT_JOBS } from './catalog-jobs';

/** The job with this id in whichever import queue holds it (product CSV or image spreadsheets), with its entry. */
export async function findImportJob(
  jobQueue: JobQueue,
  jobId: string,
): Promise<{ entry: JobDefinition<unknown, ProductImportResult | ImageImportResult>; job: JobSnapshot<ProductImportResult | ImageImportResult> } | null> {
  for (const entry of IMPORT_JOBS) {
    const job = await jobQueue.getJob<unknown, ProductImportResult | ImageImportResult>(entry, jobId);
    if (job) return { entry: entry as JobDefinition<unknown, ProductImportResult | ImageImportResult>, job };
  }
  return null;
}
