import { Command } from '@nestjs/cqrs';

export interface UploadedProductCsv {
  /** Where the HTTP edge spooled the upload on local disk; the caller removes it afterwards. */
  readonly path: string;
  readonly originalName: string;
}

/** Stores an uploaded product CSV and queues its import (or dry run); answers the job's id at once. */
export class QueueProductImportCommand extends Command<{ jobId: string }> {
  constructor(
    readonly upload: UploadedProductCsv,
    readonly dryRun: boolean,
    readonly requestedBy: string,
  ) {
    super();
  }
}
