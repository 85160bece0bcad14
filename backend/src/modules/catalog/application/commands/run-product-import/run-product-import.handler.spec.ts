import { Readable } from 'node:stream';
import { newHandler } from '../../../../../../test/support/fake-ports';
import { JobCancelledError, JobInterruptedError } from '../../../../../shared/application/jobs/job-queue.port';
import { CsvParseRowReader } from '../../../adapters/csv/csv-parse-row-reader';
import type { ProductImportCheckpoint, ProductImportResult } from '../../../domain/product-import/product-import-tally';
import type { ImportedBatch } from '../../ports/product-import-store.port';
import { RunProductImportCommand } from './run-product-import.command';
import { PRODUCT_IMPORT_BATCH_SIZE, RunProductImportHandler } from './run-product-import.handler';

const FILE_KEY = 'product-imports/job-1.csv';
const csv = (rows: number, brand = 'Ember & Oak') =>
  ['name,brand,price', ...Array.from({ length: rows }, (_, i) => `Bottle ${i + 1},${brand},10.00`)].join('\n') + '\n';
const emptyResult = (overrides: Partial<ProductImportResult> = {}): ProductImportResult => ({ success: 0, total: 0, created: 0, updated: 0, errors: [], errorCount: 0, dryRun: false, importId: 'import-1', header: ['name', 'brand', 'price'], ...overrides });

/** A file store holding one CSV, and an import store over an empty catalog that saves what the handler settles. */
function setup(text: string, options: { dryRun?: boolean; cancelAfterBatches?: number; stopAfterBatches?: number; isFinalAttempt?: boolean; checkpoint?: ProductImportCheckpoint | null } = {}) {
  // The CSV reader is pure code: the real one reads the file the fake storage hands over.
  const { handler, ports: [storage, store] } = newHandler(RunProductImportHandler, { 2: new CsvParseRowReader() });
  storage.size.mockResolvedValue(Buffer.byteLength(text));
  storage.open.mockImplementation(async () => Readable.from([Buffer.from(text)]));
  store.listBrands.mockResolvedValue([{ id: 'brand-1', name: 'Ember & Oak' }]);
  store.loadCheckpoint.mockResolvedValue(options.checkpoint ?? null);
  store.findKnownProducts.mockResolvedValue([]);
  const checkpoints: ProductImportCheckpoint[] = [];
  store.importBatch.mockImplementation(async (_rows, _columns, plan, settle) => {
    const batch: ImportedBatch = { plan: plan([]), rejected: [] };
    checkpoints.push(settle(batch).checkpoint);
    return batch;
  });
  store.saveCheckpoint.mockImplementation(async (checkpoint) => void checkpoints.push(checkpoint));

  let batchesSeen = 0;
  const progress: number[] = [];
  const controls = {
    reportProgress: jest.fn(async (percent: number) => void progress.push(percent)),
    isCancelled: jest.fn(async () => ++batchesSeen >= (options.cancelAfterBatches ?? Infinity)),
    isFinalAttempt: options.isFinalAttempt ?? false,
    isStopping: jest.fn(() => batchesSeen >= (options.stopAfterBatches ?? Infinity)),
  };
  const payload = { fileKey: FILE_KEY, importId: 'import-1', fileName: 'products.csv', sizeBytes: Buffer.byteLength(text), dryRun: options.dryRun ?? false, requestedBy: 'admin' };
  const run = () => handler.execute(new RunProductImportCommand(payload, controls));
  return { run, storage, store, checkpoints, progress };
}

describe('RunProductImportHandler', () => {
  it('imports the file batch by batch, each with a checkpoint of the next row and the tally so far, then a finished one', async () => {
    const rows = PRODUCT_IMPORT_BATCH_SIZE + 2;
    const { run, store, storage, checkpoints, progress } = setup(csv(rows));

    expect(await run()).toEqual(emptyResult({ success: rows, total: rows, created: rows }));
    expect(store.importBatch).toHaveBeenCalledTimes(2);
    expect(checkpoints.map(({ nextRow, finished, tally }) => [nextRow, finished, tally.created])).toEqual([
      [PRODUCT_IMPORT_BATCH_SIZE + 2, false, PRODUCT_IMPORT_BATCH_SIZE],
      [rows + 2, false, rows],
      [Number.MAX_SAFE_INTEGER, true, rows],
    ]);
    expect(store.forgetCheckpointsOlderThan).toHaveBeenCalledWith(8);
    expect(progress.at(-1)).toBe(100);
    expect(progress.slice(0, -1).every((percent) => percent <= 99)).toBe(true);
    expect(storage.delete).toHaveBeenCalledWith(FILE_KEY);
  });

  it('resumes after the last checkpoint, counting earlier rows once and keeping older checkpoints', async () => {
    const rows = PRODUCT_IMPORT_BATCH_SIZE + 2;
    const saved = { importId: 'import-1', nextRow: PRODUCT_IMPORT_BATCH_SIZE + 2, finished: false, tally: emptyResult({ success: PRODUCT_IMPORT_BATCH_SIZE, total: PRODUCT_IMPORT_BATCH_SIZE, created: PRODUCT_IMPORT_BATCH_SIZE }) };
    const { run, store } = setup(csv(rows), { checkpoint: saved });

    expect(await run()).toEqual(emptyResult({ success: rows, total: rows, created: rows }));
    expect(store.importBatch).toHaveBeenCalledTimes(1);
    expect(store.importBatch.mock.calls[0][0]).toHaveLength(2);
    expect(store.forgetCheckpointsOlderThan).not.toHaveBeenCalled();
  });

  it('answers a finished import from its checkpoint without reading the file again', async () => {
    const tally = emptyResult({ success: 3, total: 3, created: 3 });
    const { run, store, storage } = setup(csv(3), { checkpoint: { importId: 'import-1', nextRow: Number.MAX_SAFE_INTEGER, finished: true, tally } });
    expect(await run()).toEqual(tally);
    expect(storage.open).not.toHaveBeenCalled();
    expect(store.importBatch).not.toHaveBeenCalled();
    expect(storage.delete).toHaveBeenCalledWith(FILE_KEY);
  });

  it('stops after the batch in which the admin cancelled, keeping what was written and deleting the file', async () => {
    const { run, store, storage, checkpoints } = setup(csv(PRODUCT_IMPORT_BATCH_SIZE * 2 + 1), { cancelAfterBatches: 1 });
    await expect(run()).rejects.toBeInstanceOf(JobCancelledError);
    expect(store.importBatch).toHaveBeenCalledTimes(1);
    expect(checkpoints.some((checkpoint) => checkpoint.finished)).toBe(false);
    expect(storage.delete).toHaveBeenCalledWith(FILE_KEY);
  });

  it('stops after a saved batch when the worker is shutting down, keeping the file for the worker that resumes (even on the last attempt)', async () => {
    const { run, store, storage, checkpoints } = setup(csv(PRODUCT_IMPORT_BATCH_SIZE * 2 + 1), { stopAfterBatches: 1, isFinalAttempt: true });
    await expect(run()).rejects.toBeInstanceOf(JobInterruptedError);
    expect(store.importBatch).toHaveBeenCalledTimes(1);
    expect(checkpoints.map(({ nextRow, finished }) => [nextRow, finished])).toEqual([[PRODUCT_IMPORT_BATCH_SIZE + 2, false]]);
    expect(storage.delete).not.toHaveBeenCalled();
  });

  it('turns a write the database refused (the product changed meanwhile) into a row error, uncounted', async () => {
    const { run, store, checkpoints } = setup(csv(3));
    store.importBatch.mockImplementation(async (_rows, _columns, plan, settle) => {
      const planned = plan([]);
      const batch: ImportedBatch = { plan: planned, rejected: [planned.writes[1]] };
      checkpoints.push(settle(batch).checkpoint);
      return batch;
    });
    const result = await run();
    expect(result).toMatchObject({ success: 2, total: 3, created: 2, errorCount: 1 });
    expect(result.errors).toEqual([{ row: 3, error: expect.stringContaining('was saved meanwhile; upload the file again') }]);
    expect(checkpoints[0].tally).toEqual(result);
  });

  it('reports rows whose brand is unknown as row errors and writes nothing for a batch without valid rows', async () => {
    const { run, store } = setup(csv(2, 'Ember and Oak'));
    const result = await run();
    expect(result).toMatchObject({ success: 0, total: 2, errorCount: 2 });
    expect(result.errors.map((error) => error.row)).toEqual([2, 3]);
    expect(result.errors[0].error).toMatch(/brand/i);
    expect(store.importBatch).not.toHaveBeenCalled();
  });

  it('counts a dry run against the catalog without writing a product or a checkpoint', async () => {
    const { run, store } = setup(csv(3), { dryRun: true });
    expect(await run()).toEqual(emptyResult({ success: 3, total: 3, created: 3, dryRun: true }));
    expect(store.findKnownProducts).toHaveBeenCalled();
    expect(store.importBatch).not.toHaveBeenCalled();
    expect(store.loadCheckpoint).not.toHaveBeenCalled();
    expect(store.saveCheckpoint).not.toHaveBeenCalled();
  });
});
