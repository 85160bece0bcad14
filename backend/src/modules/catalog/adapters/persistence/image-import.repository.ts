import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Pool } from 'pg';
import { RUNTIME, Runtime } from '../../../../shared/infrastructure/runtime';
import { createDatabasePool, withPooledClient } from '../../../../shared/infrastructure/database/database-faults';
import type { ImportCheckpoint } from '../../application/import-pipeline/import-pipeline';
import type { ImageImportStore, RefusedSheetRow } from '../../application/ports/image-import-store.port';
import type { ImageImportResult } from '../../domain/image-import/image-import-tally';
import type { ImageWrites } from '../../domain/image-import/image-import-plan';
import { inImportTransaction, insertRefusedRows, readImportCheckpoint, writeImportCheckpoint } from './product-import.repository';

/** Refused rows are kept as long as checkpoints (the queue forgets finished jobs after 7 days). */
const REFUSED_ROWS_RETENTION_DAYS = 8;

/**
 * The image spreadsheets' storage, plain SQL on its own small pool: each batch is up to five set-based statements
 * (jsonb_to_recordset: four image updates and the images' descriptions), its refused rows and its checkpoint, in one transaction under the import lock.
 */
@Injectable()
export class PostgresImageImportRepository implements ImageImportStore, OnModuleDestroy {
  private pool: Pool | null = null;

  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async listBrands(): Promise<Array<{ id: string; name: string }>> {
    const { rows } = await this.connection().query<{ id: string; name: string }>('select id, name from brands');
    return rows;
  }

  async findProducts(keys: ReadonlyArray<{ brandId: string; name: string }>): Promise<Array<{ id: string; brandId: string; name: string }>> {
    if (keys.length === 0) return [];
    const { rows } = await this.connection().query<{ id: string; brand_id: string; name: string }>(
      // One probe of the unique (brand_id, name) index per key: with a plain join the planner, seeing 5,000 keys,
      // hashes all of products after a sequential scan instead (measured with `npm run bench:import`).
      `select p.id, p.brand_id, p.name from unnest($1::uuid[], $2::text[]) as k(brand_id, name)
         cross join lateral (select p.id, p.brand_id, p.name from products p where p.brand_id = k.brand_id and p.name = k.name limit 1) p`,
      [keys.map((key) => key.brandId), keys.map((key) => key.name)],
    );
    return rows.map((row) => ({ id: row.id, brandId: row.brand_id, name: row.name }));
  }

  async applyBatch(importId: string, writes: ImageWrites, refused: readonly RefusedSheetRow[], checkpoint: ImportCheckpoint<ImageImportResult>): Promise<void> {
    await withPooledClient(this.connection(), (client) =>
      inImportTransaction(client, async () => {
        const updates: [rows: readonly unknown[], sql: string][] = [
          [writes.brandLogos, setImagePath('brands', 'logo')],
          [writes.brandImages, appendImagePaths('brands')],
          [writes.productImages, setImagePath('products', 'image')],
          [writes.productImageLists, appendImagePaths('products')],
          [writes.imageDescriptions, DESCRIBE_IMAGES],
        ];
        for (const [rows, sql] of updates) {
          if (rows.length > 0) await client.query(sql, [JSON.stringify(rows)]);
        }
        await insertRefusedRows(client, importId, refused);
        await writeImportCheckpoint(client, checkpoint);
      }),
    );
  }

  async keepRefusedRows(importId: string, refused: readonly RefusedSheetRow[]): Promise<void> {
    await insertRefusedRows(this.connection(), importId, refused);
  }

  async findBrandImages(brandId: string): Promise<{ userId: string | null; images: string[] } | null> {
    const { rows } = await this.connection().query<{ user_id: string | null; images: string[] }>('select user_id, images from brands where id = $1', [brandId]);
    return rows[0] ? { userId: rows[0].user_id, images: rows[0].images } : null;
  }

  async setBrandImages(brandId: string, images: readonly string[]): Promise<void> {
    await this.connection().query('update brands set images = $2::text[], updated_at = now() where id = $1', [brandId, images]);
  }

  async refusedRows(importId: string, afterRow: number, limit: number): Promise<RefusedSheetRow[]> {
    const { rows } = await this.connection().query<{ row_number: number; fields: string[]; message: string }>(
      'select row_number, fields, message from import_row_errors where import_id = $1 and row_number > $2 order by row_number limit $3',
      [importId, afterRow, limit],
    );
    return rows.map((row) => ({ row: row.row_number, fields: row.fields, message: row.message }));
  }

  loadCheckpoint(importId: string, claim?: string): Promise<ImportCheckpoint<ImageImportResult> | null> {
    return readImportCheckpoint<ImageImportResult>(this.connection(), importId, claim);
  }

  async saveCheckpoint(checkpoint: ImportCheckpoint<ImageImportResult>): Promise<void> {
    await writeImportCheckpoint(this.connection(), checkpoint);
  }

  async forgetCheckpointsOlderThan(days: number): Promise<void> {
    await this.connection().query(`delete from product_import_checkpoints where updated_at < now() - make_interval(days => $1)`, [days]);
    await this.connection().query(`delete from import_row_errors where created_at < now() - make_interval(days => $1)`, [Math.max(days, REFUSED_ROWS_RETENTION_DAYS)]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool?.end().catch(() => undefined);
    this.pool = null;
  }

  private connection(): Pool {
    this.pool ??= createDatabasePool('image import', this.runtime.database, this.runtime.config.databaseLimits, { max: 2 });
    return this.pool;
  }
}

/** Sets each image path's description (alt text) from `[{path, description}]`, touching only rows it changes. */
const DESCRIBE_IMAGES = `insert into image_descriptions (image_path, description)
  select k.path, k.description from jsonb_to_recordset($1::jsonb) as k(path text, description text)
  on conflict (image_path) do update set description = excluded.description, updated_at = now()
  where image_descriptions.description is distinct from excluded.description`;

/** Sets one image column (a brand's logo, a product's image) from `[{id, path}]`, touching only rows it changes. */
function setImagePath(table: 'brands' | 'products', column: 'logo' | 'image'): string {
  return `update ${table} t set ${column} = k.path, updated_at = now() from jsonb_to_recordset($1::jsonb) as k(id uuid, path text) where t.id = k.id and t.${column} is distinct from k.path`;
}

/** Appends `[{id, paths}]` to a row's image list in the given order, skipping paths it already has. */
function appendImagePaths(table: 'brands' | 'products'): string {
  return `update ${table} t set images = t.images || array(select x from unnest(k.paths) with ordinality as u(x, n) where not (x = any(t.images)) order by n), updated_at = now()
            from jsonb_to_recordset($1::jsonb) as k(id uuid, paths text[])
           where t.id = k.id and not (k.paths <@ t.images)`;
}
