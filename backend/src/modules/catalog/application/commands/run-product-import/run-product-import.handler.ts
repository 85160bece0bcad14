import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobCancelledError } from '../../../../../shared/infrastructure/jobs/job-queue.port';
import { FILE_STORAGE, FileStorage } from '../../../../../shared/infrastructure/storage/file-storage.port';
import { BrandDirectory } from '../../../domain/product-import/brand-directory';
import { parseProductCsv, ProductCsvColumn, ProductCsvRecord } from '../../../domain/product-import/product-csv-parser';
import { planProductBatch, ProductKeyIndex, ResolvedProductRow } from '../../../domain/product-import/product-import-plan';
import { ProductImportResult, ProductImportTally } from '../../../domain/product-import/product-import-tally';
import { ProductRowError, validateProductRow } from '../../../domain/product-import/product-row';
import { PRODUCT_IMPORT_STORE, ProductImportStore } from '../../ports/product-import-store.port';
import { RunProductImportCommand } from './run-product-import.command';

/**
 * Rows per transaction. Large enough that per-statement costs vanish, small enough that a batch is
 * a few megabytes and progress moves often (measured in docs/performance.md, "Import").
 */
export const PRODUCT_IMPORT_BATCH_SIZE = 5000;

const CHANGED_MEANWHILE = 'another product with the same upc, or the same brand and name, was saved meanwhile; upload the file again';

/**
 * Streams the stored file through the parser batch by batch, validates rows, resolves brands by exact
 * name, and writes each batch with one upsert in its own transaction — so a crash loses at most the
 * batch in flight, and the retry (BullMQ re-runs a stalled job) upserts the same rows again: no
 * duplicates, no losses. A dry run plans the same way against one in-memory index and writes nothing.
 */
@CommandHandler(RunProductImportCommand)
export class RunProductImportHandler implements ICommandHandler<RunProductImportCommand, ProductImportResult> {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(PRODUCT_IMPORT_STORE) private readonly store: ProductImportStore,
  ) {}

  async execute({ payload, controls }: RunProductImportCommand): Promise<ProductImportResult> {
    const { fileKey, dryRun } = payload;
    const sizeBytes = await this.storage.size(fileKey);
    const brands = new BrandDirectory(await this.store.listBrands());
    const tally = new ProductImportTally(dryRun);
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
    const batches = parseProductCsv(source, {
      batchSize: PRODUCT_IMPORT_BATCH_SIZE,
      onHeader: (names) => (columns = new Set(names)),
    })[Symbol.asyncIterator]();

    try {
      // The next batch is parsed while the database writes this one.
      let nextBatch = batches.next();
      for (;;) {
        const { value: records, done } = await nextBatch;
        if (done) break;
        nextBatch = batches.next();
        nextBatch.catch(() => undefined); // awaited on the next turn; stopping earlier must not leave it unhandled

        tally.countRows(records.length);
        const { rows, errors } = this.resolve(records, brands);
        if (rows.length > 0) {
          if (dryRunIndex) {
            for (const product of await this.store.findKnownProducts(rows)) dryRunIndex.learn(product);
            const plan = planProductBatch(rows, dryRunIndex, randomUUID);
            errors.push(...plan.errors);
            tally.countImported(plan);
          } else {
            const { plan, rejected } = await this.store.importBatch(rows, columns, (known) =>
              planProductBatch(rows, ProductKeyIndex.of(known), randomUUID),
            );
            errors.push(...plan.errors);
            tally.countImported(plan);
            for (const write of rejected) {
              const created = write.isNew ? 1 : 0;
              tally.countImported({ created: -created, updated: -(write.rowNumbers.length - created) });
              errors.push(...write.rowNumbers.map((row) => ({ row, error: CHANGED_MEANWHILE })));
            }
          }
        }
        tally.refuse(errors);

        await controls.reportProgress(Math.min(99, (bytesRead / Math.max(sizeBytes, 1)) * 100));
        if (await controls.isCancelled()) {
          await this.storage.delete(fileKey);
          throw new JobCancelledError();
        }
      }
    } finally {
      await batches.return(undefined);
    }

    await this.storage.delete(fileKey);
    await controls.reportProgress(100);
    return tally.result();
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
