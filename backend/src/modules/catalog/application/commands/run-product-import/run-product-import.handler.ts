import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { Inject, Logger } from '@nestjs/common';
import { DomainError } from '../../../../../shared/domain/domain-error';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobCancelledError, JobInterruptedError } from '../../../../../shared/application/jobs/job-queue.port';
import { FILE_STORAGE, FileStorage } from '../../../../../shared/application/file-storage.port';
import { BrandDirectory } from '../../../domain/product-import/brand-directory';
import { MAX_PRODUCT_CSV_RECORD_BYTES, parseProductCsv, ProductCsvColumn, ProductCsvRecord } from '../../../domain/product-import/product-csv-parser';
import { planProductBatch, ProductKeyIndex, ResolvedProductRow } from '../../../domain/product-import/product-import-plan';
import { ProductImportCheckpoint, ProductImportResult, ProductImportTally } from '../../../domain/product-import/product-import-tally';
import { ProductImportFailedError } from '../../../domain/product-import/product-import.errors';
import { ProductRowError, validateProductRow } from '../../../domain/product-import/product-row';
import { CSV_ROW_READER, CsvRowReader } from '../../ports/csv-row-reader.port';
import { PRODUCT_IMPORT_STORE, ProductImportStore } from '../../ports/product-import-store.port';
import { RunProductImportCommand } from './run-product-import.command';

/**
 * Rows per transaction. Large enough that per-statement costs vanish, small enough that a batch is
 * a few megabytes and progress moves often (measured in docs/performance.md, "Import").
 */
export const PRODUCT_IMPORT_BATCH_SIZE = 5000;

const CHANGED_MEANWHILE = 'another product with the same upc, or the same brand and name, was saved meanwhile; upload the file again';

/** The queue keeps finished jobs this long (BullMQ retention); older checkpoints can never be resumed. */
const CHECKPOINT_RETENTION_DAYS = 8;

/**
 * Streams the stored file through the parser batch by batch, validates rows, resolves brands by exact
 * name, and writes each batch with one upsert in its own transaction, together with a checkpoint of
 * how far the job got. A retried attempt (BullMQ re-runs a stalled job) resumes after the last
 * checkpoint: no duplicates, no losses, and the result counts every row once. The stored file is
 * deleted only once the finished result is saved, so even a crash right at the end is answered from
 * the checkpoint. A worker that is shutting down stops after a saved batch (JobInterruptedError) and the
 * queue hands the job to another worker, which resumes there. A dry run plans the same way against one
 * in-memory index and writes nothing (an interrupted dry run starts over).
 */
@CommandHandler(RunProductImportCommand)
export class RunProductImportHandler implements ICommandHandler<RunProductImportCommand, ProductImportResult> {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(PRODUCT_IMPORT_STORE) private readonly store: ProductImportStore,
    @Inject(CSV_ROW_READER) private readonly csv: CsvRowReader,
  ) {}

  private readonly logger = new Logger('ProductImport');

  async execute(command: RunProductImportCommand): Promise<ProductImportResult> {
    try {
      return await this.run(command);
    } catch (error) {
      throw await this.failed(command, error);
    }
  }

  /**
   * What the job fails with. Our own errors say what to fix (an unreadable CSV names the row); anything
   * else is logged here and replaced, so no database or file-system message reaches failedReason. A
   * failure on the last attempt removes the stored file, as nothing will read it again.
   */
  private async failed({ payload, controls }: RunProductImportCommand, error: unknown): Promise<unknown> {
    // Cancelled, or handed back to the queue by a stopping worker (which keeps the file for the next one).
    if (error instanceof JobCancelledError || error instanceof JobInterruptedError) return error;
    if (controls.isFinalAttempt) await this.storage.delete(payload.fileKey).catch(() => undefined);
    if (error instanceof DomainError) return error;
    this.logger.error(`Import of ${payload.fileKey} failed: ${(error as Error)?.stack ?? error}`);
    return new ProductImportFailedError();
  }

  private async run({ payload, controls }: RunProductImportCommand): Promise<ProductImportResult> {
    const { fileKey, dryRun } = payload;
    const importId = payload.importId ?? fileKey;
    const saved = dryRun ? null : await this.store.loadCheckpoint(importId);
    if (saved?.finished) {
      await this.storage.delete(fileKey);
      await controls.reportProgress(100);
      return saved.tally;
    }
    if (!dryRun && !saved) await this.store.forgetCheckpointsOlderThan(CHECKPOINT_RETENTION_DAYS);
    const resumeAtRow = saved?.nextRow ?? 0;
    let tally = saved ? ProductImportTally.resume(saved.tally) : new ProductImportTally(dryRun);

    const sizeBytes = await this.storage.size(fileKey);
    const brands = new BrandDirectory(await this.store.listBrands());
    const dryRunIndex = dryRun ? new ProductKeyIndex() : null;

    let bytesRead = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytesRead += chunk.length;
        done(null, chunk);
      },
    });
    const file = await this.storage.open(fileKey);
    file.once('error', (error) => counter.destroy(error));
    const source: Readable = file.pipe(counter);

    let columns: ReadonlySet<ProductCsvColumn> = new Set();
    const batches = parseProductCsv(this.csv.rows(source, { maxRecordBytes: MAX_PRODUCT_CSV_RECORD_BYTES }), {
      batchSize: PRODUCT_IMPORT_BATCH_SIZE,
      onHeader: (names) => (columns = new Set(names)),
    })[Symbol.asyncIterator]();

    try {
      // The next batch is parsed while the database writes this one.
      let nextBatch = batches.next();
      for (;;) {
        const { value: parsed, done } = await nextBatch;
        if (done) break;
        nextBatch = batches.next();
        nextBatch.catch(() => undefined); // awaited on the next turn; stopping earlier must not leave it unhandled

        // Rows before the checkpoint are already in the catalog and in the tally; while they are read
        // past, progress stays where the interrupted attempt left it.
        const records = resumeAtRow > 0 ? parsed.filter((record) => record.rowNumber >= resumeAtRow) : parsed;
        if (records.length === 0) continue;
        const nextRow = records[records.length - 1].rowNumber + 1;
        if (dryRunIndex) await this.planDryRun(records, brands, dryRunIndex, tally);
        else tally = await this.importRecords(records, columns, brands, tally, { importId, nextRow });

        await controls.reportProgress(Math.min(99, (bytesRead / Math.max(sizeBytes, 1)) * 100));
        if (await controls.isCancelled()) {
          await this.storage.delete(fileKey);
          throw new JobCancelledError();
        }
        // The batch and its checkpoint are saved: a stopping worker hands the job back here, keeping the file.
        if (controls.isStopping()) throw new JobInterruptedError();
      }
    } finally {
      await batches.return(undefined);
    }

    const result = tally.result();
    if (!dryRun) await this.store.saveCheckpoint({ importId, nextRow: Number.MAX_SAFE_INTEGER, tally: result, finished: true });
    await this.storage.delete(fileKey);
    await controls.reportProgress(100);
    return result;
  }

  /** Writes one batch and answers the tally after it, which was saved as the checkpoint in the batch's transaction. */
  private async importRecords(
    records: readonly ProductCsvRecord[],
    columns: ReadonlySet<ProductCsvColumn>,
    brands: BrandDirectory,
    tally: ProductImportTally,
    position: { importId: string; nextRow: number },
  ): Promise<ProductImportTally> {
    const { rows, errors } = this.resolve(records, brands);
    if (rows.length === 0) {
      // Nothing to write: no checkpoint either; a resumed attempt simply reads these rows again.
      tally.countRows(records.length);
      tally.refuse(errors);
      return tally;
    }
    let next = tally;
    await this.store.importBatch(
      rows,
      columns,
      (known) => planProductBatch(rows, ProductKeyIndex.of(known), randomUUID),
      ({ plan, rejected }): ProductImportCheckpoint => {
        // A copy of the tally before the batch, so that settling the batch twice could not count it twice.
        next = ProductImportTally.resume(tally.result());
        next.countRows(records.length);
        next.countImported(plan);
        const refused = [...errors, ...plan.errors];
        for (const write of rejected) {
          const created = write.isNew ? 1 : 0;
          next.countImported({ created: -created, updated: -(write.rowNumbers.length - created) });
          refused.push(...write.rowNumbers.map((row) => ({ row, error: CHANGED_MEANWHILE })));
        }
        next.refuse(refused);
        return { ...position, tally: next.result(), finished: false };
      },
    );
    return next;
  }

  private async planDryRun(records: readonly ProductCsvRecord[], brands: BrandDirectory, index: ProductKeyIndex, tally: ProductImportTally): Promise<void> {
    const { rows, errors } = this.resolve(records, brands);
    tally.countRows(records.length);
    if (rows.length > 0) {
      for (const product of await this.store.findKnownProducts(rows)) index.learn(product);
      const plan = planProductBatch(rows, index, randomUUID);
      errors.push(...plan.errors);
      tally.countImported(plan);
    }
    tally.refuse(errors);
  }

  private resolve(records: readonly ProductCsvRecord[], brands: BrandDirectory): { rows: ResolvedProductRow[]; errors: ProductRowError[] } {
    const rows: ResolvedProductRow[] = [];
    const errors: ProductRowError[] = [];
    for (const record of records) {
      const validation = validateProductRow(record);
      if (!validation.ok) {
        errors.push(validation.error);
        continue;
      }
      const brand = brands.resolve(validation.row.brandName);
      if ('error' in brand) errors.push({ row: record.rowNumber, error: brand.error });
      else rows.push({ ...validation.row, brandId: brand.brandId });
    }
    return { rows, errors };
  }
}
