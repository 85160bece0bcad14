import { Command } from '@nestjs/cqrs';
import type { ProductImportResult } from '../../../domain/product-import/product-import-tally';
import type { ImportProductsJobPayload } from '../../product-import-job';

/** What the job runner lends the import: progress reporting and the admin's cancel request. */
export interface ImportJobControls {
  reportProgress(percent: number): Promise<void>;
  isCancelled(): Promise<boolean>;
  /** True on the job's last attempt: if it fails, nothing will read the stored file again. */
  readonly isFinalAttempt: boolean;
  /** True once the worker is shutting down: the import stops after the batch it has just saved. */
  isStopping(): boolean;
}

/** Imports (or dry-runs) one stored product CSV; run by the worker for the import job. */
export class RunProductImportCommand extends Command<ProductImportResult> {
  constructor(
    readonly payload: ImportProductsJobPayload,
    readonly controls: ImportJobControls,
  ) {
    super();
  }
}
