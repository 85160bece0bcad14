import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createBrand, createProduct } from '../../../../../test/support/buying-fixtures';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import { loadConfig } from '../../../../config/app-config';
import type { Runtime } from '../../../../shared/infrastructure/runtime';
import type { ProductCsvColumn } from '../../domain/product-import/product-csv-parser';
import { planProductBatch, ProductKeyIndex, ResolvedProductRow } from '../../domain/product-import/product-import-plan';
import type { ProductImportCheckpoint, ProductImportResult } from '../../domain/product-import/product-import-tally';
import { PostgresProductImportRepository } from './product-import.repository';

const ALL_COLUMNS = new Set<ProductCsvColumn>(['name', 'brand', 'price', 'description', 'categories', 'available', 'image', 'upc']);
const tally = (created: number): ProductImportResult => ({ success: created, total: created, created, updated: 0, errors: [], errorCount: 0, dryRun: false, importId: 'import', header: [] });

describe('PostgresProductImportRepository (PostgreSQL)', () => {
  let db: TestDatabase;
  let store: PostgresProductImportRepository;
  let brandId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresProductImportRepository({ database: { url: db.url, embedded: false }, config: loadConfig({}) } as Runtime);
    brandId = await createBrand(db, 'Juniper Lane');
  });
  afterAll(async () => {
    await store?.onModuleDestroy();
    await db?.close();
  });

  const row = (rowNumber: number, name: string, fields: Partial<ResolvedProductRow> = {}): ResolvedProductRow => ({
    rowNumber,
    name,
    description: null,
    brandName: 'Juniper Lane',
    brandId,
    priceCents: 2999,
    categories: ['gin'],
    available: true,
    image: null,
    upc: null,
    ...fields,
  });
  const planned = (known: Parameters<typeof ProductKeyIndex.of>[0], rows: readonly ResolvedProductRow[]) => planProductBatch(rows, ProductKeyIndex.of(known), randomUUID);
  const checkpoint = (importId: string, nextRow: number, created: number): ProductImportCheckpoint => ({ importId, nextRow, tally: tally(created), finished: false });
  const settled = (saved: ProductImportCheckpoint) => ({ checkpoint: saved, refused: [] });
  const product = async (name: string) => (await db.query<Record<string, unknown>>('select id, name, description, price_cents, categories, available, upc from products where brand_id = $1 and name = $2', [brandId, name]))[0];

  it('lists brands and finds known products by upc or by brand and name', async () => {
    const byName = await createProduct(db, brandId, { name: 'London Dry' });
    const byUpc = await createProduct(db, brandId, { name: 'Old Tom' });
    await db.query("update products set upc = '012345678905' where id = $1", [byUpc]);

    expect(await store.listBrands()).toContainEqual({ id: brandId, name: 'Juniper Lane' });
    const known = await store.findKnownProducts([row(2, 'London Dry'), row(3, 'Renamed', { upc: '012345678905' }), row(4, 'Unknown')]);
    expect(known.map((found) => found.id).sort()).toEqual([byName, byUpc].sort());
  });

  it('upserts a batch with the planned ids and saves the checkpoint in the same transaction', async () => {
    const rows = [row(2, 'Navy Strength', { upc: '111', description: 'Bold', categories: ['gin', 'navy'] }), row(3, 'Sloe Gin')];
    const batch = await store.importBatch(rows, ALL_COLUMNS, (known) => planned(known, rows), () => settled(checkpoint('import-a', 4, 2)));

    expect(batch.rejected).toEqual([]);
    expect(batch.plan.created).toBe(2);
    expect(await product('Navy Strength')).toMatchObject({ id: batch.plan.writes[0].id, description: 'Bold', price_cents: 2999, categories: ['gin', 'navy'], upc: '111' });
    expect(await store.loadCheckpoint('import-a')).toEqual(checkpoint('import-a', 4, 2));
  });

  it('writes a batch only for the attempt that holds the import: an attempt whose claim was taken over writes and counts nothing', async () => {
    const [stale, current] = [randomUUID(), randomUUID()];
    const first = [row(2, 'Claimed Gin')];
    expect(await store.loadCheckpoint('import-claim', stale)).toBeNull();
    await store.importBatch(first, ALL_COLUMNS, (known) => planned(known, first), () => settled({ ...checkpoint('import-claim', 3, 1), claim: stale }));

    // A new attempt (the job's lock passed to another worker) claims the import and reads the checkpoint.
    expect(await store.loadCheckpoint('import-claim', current)).toMatchObject({ nextRow: 3, tally: { created: 1 } });
    const second = [row(3, 'Stale Writer Gin')];
    await expect(store.importBatch(second, ALL_COLUMNS, (known) => planned(known, second), () => settled({ ...checkpoint('import-claim', 4, 2), claim: stale }))).rejects.toThrow(
      /Another attempt of this import took it over/,
    );
    expect(await product('Stale Writer Gin')).toBeUndefined();
    expect(await store.loadCheckpoint('import-claim')).toMatchObject({ nextRow: 3, tally: { created: 1 } });

    await store.importBatch(second, ALL_COLUMNS, (known) => planned(known, second), () => settled({ ...checkpoint('import-claim', 4, 2), claim: current }));
    expect(await store.loadCheckpoint('import-claim')).toMatchObject({ nextRow: 4, tally: { created: 2 } });
  });

  it('leaves alone a field whose column the file lacks, and sets it when the column is there', async () => {
    const first = [row(2, 'Barrel Rested', { description: 'Kept', available: false })];
    await store.importBatch(first, ALL_COLUMNS, (known) => planned(known, first), () => settled(checkpoint('import-b', 3, 1)));

    const priceOnly = [row(2, 'Barrel Rested', { priceCents: 3499, description: null, available: true })];
    await store.importBatch(priceOnly, new Set<ProductCsvColumn>(['name', 'brand', 'price']), (known) => planned(known, priceOnly), () => settled(checkpoint('import-c', 3, 0)));
    expect(await product('Barrel Rested')).toMatchObject({ price_cents: 3499, description: 'Kept', available: false });

    await store.importBatch(priceOnly, ALL_COLUMNS, (known) => planned(known, priceOnly), () => settled(checkpoint('import-d', 3, 0)));
    expect(await product('Barrel Rested')).toMatchObject({ description: null, available: true });
  });

  it('writes nothing, checkpoint included, when settling the batch fails', async () => {
    const rows = [row(2, 'Never Written')];
    await expect(
      store.importBatch(rows, ALL_COLUMNS, (known) => planned(known, rows), () => {
        throw new Error('settle failed');
      }),
    ).rejects.toThrow('settle failed');
    expect(await product('Never Written')).toBeUndefined();
    expect(await store.loadCheckpoint('import-e')).toBeNull();
  });

  it('retries a batch another writer raced product by product, updating the product it saved meanwhile', async () => {
    // Another writer holds an uncommitted insert of one of the batch's names: the batch's upsert waits
    // on it and fails once it commits; the retry reads that product and updates it instead of failing.
    const rival = await rivalInserting('Raced B');
    const rows = [row(2, 'Raced A'), row(3, 'Raced B')];
    let plans = 0;
    const importing = store.importBatch(
      rows,
      ALL_COLUMNS,
      (known) => ((plans += 1), planned(known, rows)),
      (batch) => settled(checkpoint('import-race', 4, batch.plan.created)),
    );
    await rival.commitOnceWaitedOn();
    const batch = await importing;

    expect(plans).toBe(2);
    expect(batch.rejected).toEqual([]);
    expect(batch.plan).toMatchObject({ created: 1, updated: 1 });
    expect(await product('Raced B')).toMatchObject({ id: rival.productId, price_cents: 2999 });
    expect(await product('Raced A')).toMatchObject({ price_cents: 2999 });
    expect(await store.loadCheckpoint('import-race')).toMatchObject({ nextRow: 4, tally: { created: 1 } });
  });

  /** A product insert held open in another transaction, committed once the importer is seen waiting on it. */
  async function rivalInserting(name: string) {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    const productId = randomUUID();
    await client.query('begin');
    await client.query('insert into products (id, brand_id, name, price_cents) values ($1, $2, $3, 100)', [productId, brandId, name]);
    const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
    return {
      productId,
      commitOnceWaitedOn: async () => {
        for (;;) {
          const [{ waiting }] = await db.query<{ waiting: number }>('select count(*)::int as waiting from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [pid]);
          if (waiting > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query('commit');
        await client.end();
      },
    };
  }

  it('forgets only checkpoints older than the given days', async () => {
    await store.saveCheckpoint(checkpoint('old-import', 10, 1));
    await store.saveCheckpoint({ ...checkpoint('fresh-import', 10, 1), finished: true });
    await db.query("update product_import_checkpoints set updated_at = now() - interval '9 days' where import_id = 'old-import'");
    await store.forgetCheckpointsOlderThan(8);
    expect(await store.loadCheckpoint('old-import')).toBeNull();
    expect(await store.loadCheckpoint('fresh-import')).toMatchObject({ finished: true, nextRow: 10 });
  });
});
