import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Pool, PoolClient } from 'pg';
import { RUNTIME, Runtime } from '../../../../shared/infrastructure/runtime';
import { createDatabasePool, withPooledClient } from '../../../../shared/infrastructure/database/database-faults';
import { ImportedBatch, ProductImportStore } from '../../application/ports/product-import-store.port';
import type { ProductCsvColumn } from '../../domain/product-import/product-csv-parser';
import type { KnownProduct, ProductBatchPlan, ProductWrite, ResolvedProductRow } from '../../domain/product-import/product-import-plan';
import type { ProductImportCheckpoint, ProductImportResult } from '../../domain/product-import/product-import-tally';
import { ImportCheckpoint, ImportClaimLostError } from '../../application/import-pipeline/import-pipeline';
import type { RefusedSheetRow } from '../../application/ports/image-import-store.port';

/** Imports take turns per batch, so two imports naming the same product never plan on a stale read. */
const IMPORT_LOCK_KEY = 727_274_005;
const UNIQUE_VIOLATION = '23505';

/** Optional CSV columns and the product column each one sets; without the CSV column the field is left alone. */
const OPTIONAL_FIELDS: ReadonlyArray<[ProductCsvColumn, string]> = [
  ['description', 'description'],
  ['categories', 'categories'],
  ['available', 'available'],
  ['image', 'image'],
];

/**
 * The importer's storage: plain SQL on its own small pool, no ORM hydration. A batch is one
 * `INSERT … SELECT FROM unnest(…) ON CONFLICT (id) DO UPDATE`, with ids decided by the planner
 * (so both unique keys, upc and brand + name, are honoured), in one transaction.
 */
@Injectable()
export class PostgresProductImportRepository implements ProductImportStore, OnModuleDestroy {
  private pool: Pool | null = null;

  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async listBrands(): Promise<Array<{ id: string; name: string }>> {
    const { rows } = await this.connection().query<{ id: string; name: string }>('select id, name from brands');
    return rows;
  }

  async findKnownProducts(rows: readonly ResolvedProductRow[]): Promise<KnownProduct[]> {
    return this.findKnown(this.connection(), rows);
  }

  async importBatch(
    rows: readonly ResolvedProductRow[],
    columns: ReadonlySet<ProductCsvColumn>,
    plan: (known: KnownProduct[]) => ProductBatchPlan,
    settle: (batch: ImportedBatch) => { checkpoint: ProductImportCheckpoint; refused: readonly RefusedSheetRow[] },
  ): Promise<ImportedBatch> {
    return withPooledClient(this.connection(), async (client) => {
      try {
        return await this.inTransaction(client, async () => {
          const decided = plan(await this.findKnown(client, rows));
          if (decided.writes.length > 0) await this.upsert(client, decided.writes, columns);
          const batch = { plan: decided, rejected: [] };
          await this.settleBatch(client, settle(batch));
          return batch;
        });
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        // Someone else saved a conflicting product between our read and our write: redo the batch
        // product by product, so only the products in conflict are refused.
        return await this.inTransaction(client, async () => {
          const decided = plan(await this.findKnown(client, rows));
          const rejected: ProductWrite[] = [];
          for (const write of decided.writes) {
            await client.query('savepoint product_write');
            try {
              await this.upsert(client, [write], columns);
              await client.query('release savepoint product_write');
            } catch (writeError) {
              if ((writeError as { code?: string }).code !== UNIQUE_VIOLATION) throw writeError;
              await client.query('rollback to savepoint product_write');
              rejected.push(write);
            }
          }
          const batch = { plan: decided, rejected };
          await this.settleBatch(client, settle(batch));
          return batch;
        });
      }
    });
  }

  async keepRefusedRows(importId: string, refused: readonly RefusedSheetRow[]): Promise<void> {
    await insertRefusedRows(this.connection(), importId, refused);
  }

  private async settleBatch(client: PoolClient, { checkpoint, refused }: { checkpoint: ProductImportCheckpoint; refused: readonly RefusedSheetRow[] }): Promise<void> {
    await insertRefusedRows(client, checkpoint.importId, refused);
    await this.writeCheckpoint(client, checkpoint);
  }

  async loadCheckpoint(importId: string, claim?: string): Promise<ProductImportCheckpoint | null> {
    return readImportCheckpoint<ProductImportResult>(this.connection(), importId, claim);
  }

  async saveCheckpoint(checkpoint: ProductImportCheckpoint): Promise<void> {
    await this.writeCheckpoint(this.connection(), checkpoint);
  }

  async forgetCheckpointsOlderThan(days: number): Promise<void> {
    await this.connection().query(`delete from product_import_checkpoints where updated_at < now() - make_interval(days => $1)`, [days]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool?.end().catch(() => undefined);
    this.pool = null;
  }

  private connection(): Pool {
    // Opened on first use: API-only processes never import.
    this.pool ??= createDatabasePool('product import', this.runtime.database, this.runtime.config.databaseLimits, { max: 2 });
    return this.pool;
  }

  private async inTransaction<T>(client: PoolClient, work: () => Promise<T>): Promise<T> {
    return inImportTransaction(client, work);
  }

  private async writeCheckpoint(client: Pool | PoolClient, checkpoint: ProductImportCheckpoint): Promise<void> {
    await writeImportCheckpoint(client, checkpoint);
  }

  private async findKnown(client: Pool | PoolClient, rows: readonly ResolvedProductRow[]): Promise<KnownProduct[]> {
    const upcs = rows.flatMap((row) => (row.upc === null ? [] : [row.upc]));
    const { rows: found } = await client.query<{ id: string; brand_id: string; name: string; upc: string | null }>(
      `select id, brand_id, name, upc from products where upc = any($1::text[])
       union
       select p.id, p.brand_id, p.name, p.upc
         from products p
         join unnest($2::uuid[], $3::text[]) as k(brand_id, name) on p.brand_id = k.brand_id and p.name = k.name`,
      [upcs, rows.map((row) => row.brandId), rows.map((row) => row.name)],
    );
    return found.map((product) => ({ id: product.id, brandId: product.brand_id, name: product.name, upc: product.upc }));
  }

  private async upsert(client: PoolClient, writes: readonly ProductWrite[], columns: ReadonlySet<ProductCsvColumn>): Promise<void> {
    const updated = ['brand_id', 'name', 'price_cents', 'upc', ...OPTIONAL_FIELDS.filter(([column]) => columns.has(column)).map(([, field]) => field)];
    const rows = writes.map((write) => write.row);
    await client.query(
      `insert into products as p (id, brand_id, name, description, price_cents, categories, available, image, upc)
       select t.id, t.brand_id, t.name, t.description, t.price_cents, string_to_array(t.categories, ','), t.available, t.image, t.upc
         from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::int[], $6::text[], $7::boolean[], $8::text[], $9::text[])
           as t(id, brand_id, name, description, price_cents, categories, available, image, upc)
       on conflict (id) do update
         set ${updated.map((field) => `${field} = excluded.${field}`).join(', ')}, updated_at = now()
         where (${updated.map((field) => `p.${field}`).join(', ')}) is distinct from (${updated.map((field) => `excluded.${field}`).join(', ')})`,
      [
        writes.map((write) => write.id),
        rows.map((row) => row.brandId),
        rows.map((row) => row.name),
        rows.map((row) => row.description),
        rows.map((row) => row.priceCents),
        // Categories never hold a comma (the file separates them by commas), so a joined string is lossless.
        rows.map((row) => row.categories.join(',')),
        rows.map((row) => row.available),
        rows.map((row) => row.image),
        rows.map((row) => row.upc),
      ],
    );
  }
}

/** Saves an import's checkpoint (every kind of the import pipeline keeps them in product_import_checkpoints). */
/** Keeps an import's refused rows as uploaded (import_row_errors, errors.csv); a resumed attempt overwrites its own. */
export async function insertRefusedRows(client: Pool | PoolClient, importId: string, refused: readonly RefusedSheetRow[]): Promise<void> {
  if (refused.length === 0) return;
  await client.query(
    `insert into import_row_errors (import_id, row_number, fields, message)
     select $1, k.row, k.fields, k.message from jsonb_to_recordset($2::jsonb) as k(row int, fields jsonb, message text)
     on conflict (import_id, row_number) do update set fields = excluded.fields, message = excluded.message`,
    [importId, JSON.stringify(refused.map((row) => ({ row: row.row, fields: row.fields.map(storableText), message: storableText(row.message) })))],
  );
}

/**
 * PostgreSQL text (and jsonb) cannot hold a NUL character, which is exactly what some refused rows hold: it
 * is kept as U+FFFD, so errors.csv still shows where it was and the fixed file imports.
 */
function storableText(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text;
}

/**
 * Saves an import's checkpoint, in the transaction of the batch it accounts for. With a claim, only while that
 * attempt holds the import: otherwise ImportClaimLostError, and the batch's transaction writes nothing.
 */
export async function writeImportCheckpoint(client: Pool | PoolClient, checkpoint: ImportCheckpoint<unknown>): Promise<void> {
  const { rowCount } = await client.query(
    `insert into product_import_checkpoints (import_id, next_row, tally, finished, claimed_by) values ($1, $2, $3, $4, $5)
     on conflict (import_id) do update set next_row = excluded.next_row, tally = excluded.tally, finished = excluded.finished, updated_at = now()
      where $5::uuid is null or product_import_checkpoints.claimed_by is not distinct from $5::uuid`,
    [checkpoint.importId, checkpoint.nextRow, JSON.stringify(checkpoint.tally), checkpoint.finished, checkpoint.claim ?? null],
  );
  if (rowCount === 0) throw new ImportClaimLostError();
}

/**
 * An import's checkpoint, or null. With a claim, the attempt claims the import in the same statement: it waits
 * for a batch being written by another attempt, and reads the checkpoint that batch left.
 */
export async function readImportCheckpoint<Result>(client: Pool | PoolClient, importId: string, claim?: string): Promise<ImportCheckpoint<Result> | null> {
  const { rows } = claim
    ? await client.query<{ next_row: string; tally: Result; finished: boolean }>(
        'update product_import_checkpoints set claimed_by = $2 where import_id = $1 returning next_row, tally, finished',
        [importId, claim],
      )
    : await client.query<{ next_row: string; tally: Result; finished: boolean }>('select next_row, tally, finished from product_import_checkpoints where import_id = $1', [importId]);
  return rows[0] ? { importId, nextRow: Number(rows[0].next_row), tally: rows[0].tally, finished: rows[0].finished } : null;
}

/** Imports take turns per batch (one advisory lock for every kind), so two imports never plan on a stale read. */
export async function inImportTransaction<T>(client: PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    await client.query('select pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
