import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
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

/** Finished runs are kept this many (the queue's retention), so a chain of re-runs is never longer. */
const MAX_RUNS_OF_ONE_FILE = 1000;

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

    const { jobId, inProgress } = await this.nextJobId(await sha256Of(upload.path), dryRun);
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

  /**
   * The job id follows from the file's content and the mode, so submitting the same file twice while it
   * is waiting or running yields one job. Once that run has finished, the same file is a deliberate re-run:
   * it gets the next id of a chain derived from the previous run's finishing time — still the same id for
   * every concurrent submit of it.
   */
  private async nextJobId(contentHash: string, dryRun: boolean): Promise<{ jobId: string; inProgress: boolean }> {
    const first = `products-${contentHash.slice(0, 40)}-${dryRun ? 'dry-run' : 'import'}`;
    let jobId = first;
    for (let run = 0; run < MAX_RUNS_OF_ONE_FILE; run += 1) {
      const job = await this.jobQueue.getJob(CatalogJob.ImportProducts, jobId);
      if (!job) return { jobId, inProgress: false };
      if (job.state === 'waiting' || job.state === 'active') return { jobId, inProgress: true };
      jobId = `${first}-${(job.finishedAt ?? job.createdAt).getTime()}`;
    }
    return { jobId, inProgress: false };
  }
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}
