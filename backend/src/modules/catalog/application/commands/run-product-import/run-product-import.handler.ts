import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FILE_STORAGE, FileStorage } from '../../../../../shared/application/file-storage.port';
import { BrandDirectory } from '../../../domain/product-import/brand-directory';
import { MAX_PRODUCT_CSV_RECORD_BYTES, parseProductCsv, ProductCsvColumn, ProductCsvRecord } from '../../../domain/product-import/product-csv-parser';
import { planProductBatch, ProductKeyIndex, ResolvedProductRow } from '../../../domain/product-import/product-import-plan';
import { ProductImportCheckpoint, ProductImportResult, ProductImportTally } from '../../../domain/product-import/product-import-tally';
import { ProductImportFailedError } from '../../../domain/product-import/product-import.errors';
import { ProductRowError, validateProductRow } from '../../../domain/product-import/product-row';
import { CSV_ROW_READER, CsvRowReader } from '../../ports/csv-row-reader.port';
import { PRODUCT_IMPORT_STORE, ProductImportStore } from '../../ports/product-import-store.port';
import type { RefusedSheetRow } from '../../ports/image-import-store.port';
import { ImportKind, ImportPipeline } from '../../import-pipeline/import-pipeline';
import { RunProductImportCommand } from './run-product-import.command';

/**
 * Rows per transaction. Large enough that per-statement costs vanish, small enough that a batch is
 * a few megabytes and progress moves often (measured in docs/performance.md, "Import").
 */
export const PRODUCT_IMPORT_BATCH_SIZE = 5000;

const CHANGED_MEANWHILE = 'another product with the same upc, or the same brand and name, was saved meanwhile; upload the file again';

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

  async execute({ payload, controls }: RunProductImportCommand): Promise<ProductImportResult> {
    const { fileKey, dryRun } = payload;
    const importId = payload.importId ?? fileKey;
    let header: readonly string[] = [];
    let directory: Promise<BrandDirectory> | null = null;
    const brands = { get: () => (directory ??= this.store.listBrands().then((found) => new BrandDirectory(found))) };
    const dryRunIndex = dryRun ? new ProductKeyIndex() : null;
    let columns: ReadonlySet<ProductCsvColumn> = new Set();
    const kind: ImportKind<ProductCsvRecord, ProductImportTally, ProductImportResult> = {
      batches: (source) =>
        parseProductCsv(this.csv.rows(source, { maxRecordBytes: MAX_PRODUCT_CSV_RECORD_BYTES }), {
          batchSize: PRODUCT_IMPORT_BATCH_SIZE,
          onHeader: (names, uploaded) => {
            columns = new Set(names);
            header = uploaded;
          },
        }),
      startTally: (saved) => (saved ? ProductImportTally.resume(saved) : new ProductImportTally(dryRun, undefined, importId)),
      processBatch: async (records, tally, { nextRow, claim }) => {
        if (tally.header.length === 0) tally.header = [...header];
        if (dryRunIndex) {
          await this.planDryRun(records, await brands.get(), dryRunIndex, tally, importId);
          return tally;
        }
        return this.importRecords(records, columns, await brands.get(), tally, { importId, nextRow, claim });
      },
      result: (tally) => {
        if (tally.header.length === 0) tally.header = [...header];
        return tally.result();
      },
      failure: () => new ProductImportFailedError(),
    };
    return new ImportPipeline(this.storage, this.logger).run(kind, this.store, { fileKey, importId, dryRun, controls });
  }

  /** Writes one batch and answers the tally after it, which was saved as the checkpoint in the batch's transaction. */
  private async importRecords(
    records: readonly ProductCsvRecord[],
    columns: ReadonlySet<ProductCsvColumn>,
    brands: BrandDirectory,
    tally: ProductImportTally,
    position: { importId: string; nextRow: number; claim: string },
  ): Promise<ProductImportTally> {
    const { rows, errors } = this.resolve(records, brands);
    if (rows.length === 0) {
      // Nothing to write: no checkpoint either; a resumed attempt simply reads these rows again (and keeps them again).
      await this.store.keepRefusedRows(position.importId, refusedRows(records, errors));
      tally.countRows(records.length);
      tally.refuse(errors);
      return tally;
    }
    let next = tally;
    await this.store.importBatch(
      rows,
      columns,
      (known) => planProductBatch(rows, ProductKeyIndex.of(known), randomUUID),
      ({ plan, rejected }): { checkpoint: ProductImportCheckpoint; refused: RefusedSheetRow[] } => {
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
        return { checkpoint: { ...position, tally: next.result(), finished: false }, refused: refusedRows(records, refused) };
      },
    );
    return next;
  }

  private async planDryRun(records: readonly ProductCsvRecord[], brands: BrandDirectory, index: ProductKeyIndex, tally: ProductImportTally, importId: string): Promise<void> {
    const { rows, errors } = this.resolve(records, brands);
    tally.countRows(records.length);
    if (rows.length > 0) {
      for (const product of await this.store.findKnownProducts(rows)) index.learn(product);
      const plan = planProductBatch(rows, index, randomUUID);
      errors.push(...plan.errors);
      tally.countImported(plan);
    }
    await this.store.keepRefusedRows(importId, refusedRows(records, errors));
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

/** The refused rows of a batch as uploaded, with their messages (errors.csv). */
function refusedRows(records: readonly ProductCsvRecord[], errors: readonly ProductRowError[]): RefusedSheetRow[] {
  if (errors.length === 0) return [];
  const fieldsOf = new Map(records.map((record) => [record.rowNumber, record.fields]));
  return errors.map((error) => ({ row: error.row, fields: fieldsOf.get(error.row) ?? [], message: error.error }));
}
