import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../../../../shared/application/jobs/job-queue.port';
import { FILE_STORAGE, FileStorage } from '../../../../../shared/application/file-storage.port';
import { MAX_PRODUCT_CSV_RECORD_BYTES, readProductCsvHeader } from '../../../domain/product-import/product-csv-parser';
import { InvalidProductFileTypeError, isCsvFileName } from '../../../domain/product-import/product-import.errors';
import { CatalogJob } from '../../catalog-jobs';
import type { ImportProductsJobPayload } from '../../product-import-job';
import { CSV_ROW_READER, CsvRowReader } from '../../ports/csv-row-reader.port';
import { QueueProductImportCommand } from './queue-product-import.command';
import { nextImportJobId, sha256Of } from '../../import-pipeline/import-job-ids';

@CommandHandler(QueueProductImportCommand)
export class QueueProductImportHandler implements ICommandHandler<QueueProductImportCommand, { jobId: string }> {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(JOB_QUEUE) private readonly jobQueue: JobQueue,
    @Inject(CSV_ROW_READER) private readonly csv: CsvRowReader,
  ) {}

  async execute({ upload, dryRun, requestedBy }: QueueProductImportCommand): Promise<{ jobId: string }> {
    if (!isCsvFileName(upload.originalName)) throw new InvalidProductFileTypeError();
    // A file without the required columns is refused now, not minutes later by the worker.
    await readProductCsvHeader(this.csv.rows(createReadStream(upload.path), { maxRecordBytes: MAX_PRODUCT_CSV_RECORD_BYTES }));

    const { jobId, inProgress } = await nextImportJobId(this.jobQueue, CatalogJob.ImportProducts, 'products', await sha256Of(upload.path), dryRun);
    if (inProgress) return { jobId }; // the same file is being imported: a double submit joins that job

    const fileKey = `product-imports/${jobId}.csv`;
    const { sizeBytes } = await this.storage.save(fileKey, createReadStream(upload.path));
    const payload: ImportProductsJobPayload = { fileKey, importId: randomUUID(), fileName: upload.originalName, sizeBytes, dryRun, requestedBy };
    try {
      return await this.jobQueue.enqueue(CatalogJob.ImportProducts, payload, { jobId });
    } catch (error) {
      // No job will ever read it (Redis is down): leave no orphan behind.
      await this.storage.delete(fileKey);
      throw error;
    }
  }
}
