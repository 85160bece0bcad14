import { createHash } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { FILE_STORAGE, FileStorage } from '../../../../../shared/application/file-storage.port';
import { DomainError } from '../../../../../shared/domain/domain-error';
import { BrandObjectView, FindBrandObjectsQuery, StoreFetchedImageCommand } from '../../../../media';
import { ImageImportResult, ImageImportTally } from '../../../domain/image-import/image-import-tally';
import { planImageBatch, productKey, ResolvedImage } from '../../../domain/image-import/image-import-plan';
import { columnsOf, ImageRowError, ImageSheetKey, ImageSheetRow, validateImageRow } from '../../../domain/image-import/image-sheet';
import { MAX_SHEET_RECORD_BYTES, parseSheet, SheetRecord } from '../../../domain/import-pipeline/sheet-parser';
import { BrandDirectory } from '../../../domain/product-import/brand-directory';
import { ProductImportFailedError } from '../../../domain/product-import/product-import.errors';
import { ImportKind, ImportPipeline } from '../../import-pipeline/import-pipeline';
import { IMAGE_IMPORT_STORE, ImageImportStore, RefusedSheetRow } from '../../ports/image-import-store.port';
import { IMAGE_URL_FETCHER, ImageUrlFetcher } from '../../ports/image-url-fetcher.port';
import { SHEET_ROW_READER, SheetRowReader } from '../../ports/sheet-row-reader.port';
import { RunImageImportCommand } from './run-image-import.command';

/** Rows per transaction (docs/performance.md, "Import"). */
export const IMAGE_IMPORT_BATCH_SIZE = 2500;
/** Image URLs fetched at once per batch. */
const FETCH_CONCURRENCY = 4;

type SheetRecordOf = SheetRecord<ImageSheetKey>;

/**
 * The brand image spreadsheet and the universal spreadsheet on the import pipeline: each batch is
 * validated (image-sheet.ts), its brands, products and uploaded file names resolved, its image URLs
 * fetched safely and stored through media (real runs only), planned (image-import-plan.ts, the same in
 * a dry run) and written with its refused rows and its checkpoint in one transaction.
 */
@CommandHandler(RunImageImportCommand)
export class RunImageImportHandler implements ICommandHandler<RunImageImportCommand, ImageImportResult> {
  private readonly logger = new Logger('ImageImport');

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(IMAGE_IMPORT_STORE) private readonly store: ImageImportStore,
    @Inject(SHEET_ROW_READER) private readonly sheets: SheetRowReader,
    @Inject(IMAGE_URL_FETCHER) private readonly fetcher: ImageUrlFetcher,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ payload, controls }: RunImageImportCommand): Promise<ImageImportResult> {
    const { kind, fileKey, importId, dryRun, format, requestedBy } = payload;
    let header: readonly string[] = [];
    let directory: Promise<BrandDirectory> | null = null;
    /** Milliseconds spent per phase of the batch writer, logged at the end (docs/performance.md, "Import"). */
    const phases = { validate: 0, lookups: 0, plan: 0, write: 0 };
    const brands = (): Promise<BrandDirectory> => (directory ??= this.store.listBrands().then((found) => new BrandDirectory(found)));

    const importKind: ImportKind<SheetRecordOf, ImageImportTally, ImageImportResult> = {
      batches: (source) =>
        parseSheet(this.sheets.rows(source, { format, maxRecordBytes: MAX_SHEET_RECORD_BYTES }), columnsOf(kind), {
          batchSize: IMAGE_IMPORT_BATCH_SIZE,
          onHeader: (found) => (header = found),
        }),
      startTally: (saved) => (saved ? ImageImportTally.resume(saved) : new ImageImportTally(kind, dryRun, importId)),
      processBatch: async (records, tally, { nextRow, claim }) => {
        let phaseStarted = performance.now();
        const lap = (phase: keyof typeof phases): void => {
          const now = performance.now();
          phases[phase] += now - phaseStarted;
          phaseStarted = now;
        };
        const valid: ImageSheetRow[] = [];
        const errors: ImageRowError[] = [];
        for (const record of records) {
          const checked = validateImageRow(kind, record);
          if (checked.ok) valid.push(checked.row);
          else errors.push(checked.error);
        }
        lap('validate');
        const directoryNow = await brands();
        const products = await this.findProducts(valid, directoryNow);
        const images = await this.resolveImages(valid, directoryNow, { dryRun, requestedBy });
        lap('lookups');
        const plan = planImageBatch(valid, { brands: directoryNow, products, images });
        errors.push(...plan.errors);
        lap('plan');

        const next = tally.copy();
        if (next.header.length === 0) next.header = [...header];
        next.count({ rows: records.length, applied: plan.applied, brands: plan.brands, products: plan.products, errors });
        const fieldsOf = new Map(records.map((record) => [record.rowNumber, record.fields]));
        const refused: RefusedSheetRow[] = errors.map((error) => ({ row: error.row, fields: fieldsOf.get(error.row) ?? [], message: error.message }));
        if (dryRun) await this.store.keepRefusedRows(importId, refused);
        else await this.store.applyBatch(importId, plan.writes, refused, { importId, nextRow, tally: next.result(), finished: false, claim });
        lap('write');
        return next;
      },
      result: (tally) => {
        const ms = (phase: keyof typeof phases) => Math.round(phases[phase]);
        this.logger.log(`Image import ${importId} phases: validate ${ms('validate')} ms, lookups ${ms('lookups')} ms, plan ${ms('plan')} ms, write ${ms('write')} ms`);
        if (tally.header.length === 0) tally.header = [...header];
        return tally.result();
      },
      failure: () => new ProductImportFailedError(),
    };
    return new ImportPipeline(this.storage, this.logger).run(importKind, this.store, { fileKey, importId, dryRun, controls });
  }

  private async findProducts(rows: readonly ImageSheetRow[], brands: BrandDirectory): Promise<Map<string, string>> {
    const keys = new Map<string, { brandId: string; name: string }>();
    for (const row of rows) {
      if (row.productName === null) continue;
      const brand = brands.resolve(row.brandName);
      if ('brandId' in brand) keys.set(productKey(brand.brandId, row.productName), { brandId: brand.brandId, name: row.productName });
    }
    const found = await this.store.findProducts([...keys.values()]);
    return new Map(found.map((product) => [productKey(product.brandId, product.name), product.id]));
  }

  /** Each row's image: an object its brand uploaded under that file name, or (real runs) the image at its URL, fetched and stored. */
  private async resolveImages(rows: readonly ImageSheetRow[], brands: BrandDirectory, { dryRun, requestedBy }: { dryRun: boolean; requestedBy: string }): Promise<Map<number, ResolvedImage>> {
    const images = new Map<number, ResolvedImage>();
    const byFile: Array<{ row: ImageSheetRow; brandId: string; fileName: string }> = [];
    const byUrl: Array<{ row: ImageSheetRow; brandId: string; url: string }> = [];
    for (const row of rows) {
      const brand = brands.resolve(row.brandName);
      if (!('brandId' in brand)) continue;
      if (row.fileName !== null) byFile.push({ row, brandId: brand.brandId, fileName: row.fileName });
      else if (row.imageUrl !== null) byUrl.push({ row, brandId: brand.brandId, url: row.imageUrl });
    }
    if (byFile.length > 0) {
      const pairs = [...new Map(byFile.map((entry) => [`${entry.brandId}\n${entry.fileName}`, { brandId: entry.brandId, fileName: entry.fileName }])).values()];
      const found: BrandObjectView[] = await this.queryBus.execute(new FindBrandObjectsQuery(pairs));
      const pathOf = new Map(found.map((object) => [`${object.brandId}\n${object.fileName}`, object.objectPath]));
      for (const entry of byFile) {
        const path = pathOf.get(`${entry.brandId}\n${entry.fileName}`);
        images.set(
          entry.row.rowNumber,
          path
            ? { path }
            : { error: `Image File Name "${entry.fileName}" is not an image uploaded for brand "${entry.row.brandName}"; upload it with the per-brand image upload first, or give an Image URL` },
        );
      }
    }
    if (dryRun) {
      // A dry run stores nothing: a URL is checked when the real run fetches it.
      for (const entry of byUrl) images.set(entry.row.rowNumber, { path: entry.url });
      return images;
    }
    let next = 0;
    // The same bytes for the same brand are stored once, also when two rows of a batch fetch them at once.
    const storing = new Map<string, Promise<ResolvedImage>>();
    const work = async (): Promise<void> => {
      while (next < byUrl.length) {
        const entry = byUrl[next];
        next += 1;
        const fetched = await this.fetcher.fetch(entry.url);
        if (!fetched.ok) {
          images.set(entry.row.rowNumber, { error: fetched.message });
          continue;
        }
        const key = `${entry.brandId}\n${createHash('sha256').update(fetched.bytes).digest('hex')}`;
        let stored = storing.get(key);
        if (!stored) {
          stored = this.storeFetched(entry.brandId, entry.url, fetched.bytes, requestedBy);
          storing.set(key, stored);
        }
        images.set(entry.row.rowNumber, await stored);
      }
    };
    await Promise.all(Array.from({ length: Math.min(FETCH_CONCURRENCY, byUrl.length) }, work));
    return images;
  }

  private async storeFetched(brandId: string, url: string, bytes: Buffer, requestedBy: string): Promise<ResolvedImage> {
    try {
      const stored: { objectPath: string } = await this.commandBus.execute(new StoreFetchedImageCommand(brandId, requestedBy, bytes));
      return { path: stored.objectPath };
    } catch (error) {
      if (error instanceof DomainError) return { error: `Image URL ${url} is not a usable image: ${error.message}` };
      throw error;
    }
  }
}
