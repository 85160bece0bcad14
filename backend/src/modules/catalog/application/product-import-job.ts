import type { JobSnapshot, JobState } from '../../../shared/application/jobs/job-queue.port';
import type { ProductImportResult } from '../domain/product-import/product-import-tally';
import type { ImageImportResult } from '../domain/image-import/image-import-tally';

/** The bulk product import as a background job (CatalogJob.ImportProducts): the payload carries a file key, never the file. */
export interface ImportProductsJobPayload {
  /** Key of the uploaded CSV in the file-storage port. */
  readonly fileKey: string;
  /**
   * Unique to this upload, the same in every attempt of its job: the key of the import's checkpoint.
   * (The job id is not: it repeats when the same file is uploaded again after the queue forgot the last run.)
   * Absent from jobs queued before checkpoints existed; those use the job id.
   */
  readonly importId?: string;
  /** The name the admin's file had, for people reading the queue dashboard. */
  readonly fileName: string;
  readonly sizeBytes: number;
  readonly dryRun: boolean;
  readonly requestedBy: string;
}

export interface ImportJobView {
  id: string;
  name: string;
  state: JobState;
  /** 0–100, from the share of the file read. */
  progress: number;
  /** A product import's result, or an image spreadsheet's. */
  result: ProductImportResult | ImageImportResult | null;
  /** Why the job failed (after its last attempt), or null. */
  failedReason: string | null;
  attemptsMade: number;
  createdAt: Date;
  finishedAt: Date | null;
}

export function toImportJobView(job: JobSnapshot<ProductImportResult | ImageImportResult>): ImportJobView {
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    progress: job.state === 'completed' ? 100 : job.progress,
    result: job.result,
    failedReason: job.state === 'failed' ? job.failedReason : null,
    attemptsMade: job.attemptsMade,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
  };
}
