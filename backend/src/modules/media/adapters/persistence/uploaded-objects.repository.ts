import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UploadedObjects } from '../../application/ports/uploaded-objects.port';
import type { MediaType } from '../../domain/media-type';
import { statesBefore, StoredObject, UploadGrant, UploadState } from '../../domain/uploaded-object';

interface GrantRow {
  key: string;
  owner_user_id: string;
  expires_at: string | Date;
  state: UploadState;
}

interface StoredRow {
  key: string;
  owner_user_id: string;
  content_type: MediaType;
  size_bytes: string | number;
  etag: string;
}

const STATE = /^[a-z]+$/;
/** A state from the domain's table as an SQL literal (never user input; checked anyway). */
function quoted(state: UploadState): string {
  if (!STATE.test(state)) throw new Error(`Not a state: ${state}`);
  return `'${state}'`;
}

/** uploaded_objects in PostgreSQL: each move is one UPDATE that names the states it may leave. */
@Injectable()
export class PostgresUploadedObjectsRepository implements UploadedObjects {
  constructor(private readonly em: EntityManager) {}

  async issue(grant: Omit<UploadGrant, 'state'>): Promise<void> {
    // The owner's URLs that expired unused more than a day ago, and refused attempts older than a week,
    // describe no object: they go as the owner asks for new ones, so the table grows with stored objects only.
    await this.em.execute(
      `delete from uploaded_objects
        where owner_user_id = ? and ((state = 'issued' and expires_at < now() - interval '1 day') or (state = 'refused' and created_at < now() - interval '7 days'))`,
      [grant.ownerUserId],
    );
    await this.em.execute(
      `insert into uploaded_objects (key, owner_user_id, state, expires_at, created_at, brand_id, file_name) values (?, ?, 'issued', ?, now(), ?, ?)`,
      [grant.key, grant.ownerUserId, grant.expiresAt.toISOString(), grant.brandId ?? null, grant.fileName ?? null],
    );
  }

  async findGrant(key: string): Promise<UploadGrant | null> {
    const [row] = await this.em.execute<GrantRow[]>('select key, owner_user_id, expires_at, state from uploaded_objects where key = ?', [key]);
    return row ? { key: row.key, ownerUserId: row.owner_user_id, expiresAt: new Date(row.expires_at), state: row.state } : null;
  }

  async claim(key: string, now: Date): Promise<boolean> {
    const rows = await this.em.execute<{ key: string }[]>(
      `update uploaded_objects set state = 'receiving' where key = ? and state in (${statesBefore('receiving').map(quoted).join(', ')}) and expires_at > ? returning key`,
      [key, now.toISOString()],
    );
    return rows.length === 1;
  }

  async markStored(key: string, stored: { contentType: MediaType; sizeBytes: number; etag: string }): Promise<void> {
    const rows = await this.em.execute<{ key: string }[]>(
      `update uploaded_objects set state = 'stored', content_type = ?, size_bytes = ?, etag = ?, stored_at = now()
        where key = ? and state in (${statesBefore('stored').map(quoted).join(', ')}) returning key`,
      [stored.contentType, stored.sizeBytes, stored.etag, key],
    );
    if (rows.length !== 1) throw new Error(`Upload ${key} was not receiving when it was stored`);
  }

  async markRefused(key: string): Promise<void> {
    await this.em.execute(`update uploaded_objects set state = 'refused' where key = ? and state in (${statesBefore('refused').map(quoted).join(', ')})`, [key]);
  }

  async findStored(key: string): Promise<StoredObject | null> {
    const [row] = await this.em.execute<StoredRow[]>(
      `select key, owner_user_id, content_type, size_bytes, etag from uploaded_objects where key = ? and state = 'stored'`,
      [key],
    );
    return row ? { key: row.key, ownerUserId: row.owner_user_id, contentType: row.content_type, sizeBytes: Number(row.size_bytes), etag: row.etag } : null;
  }

  async findByBrandFileNames(pairs: ReadonlyArray<{ brandId: string; fileName: string }>): Promise<Array<{ brandId: string; fileName: string; key: string }>> {
    if (pairs.length === 0) return [];
    const rows = await this.em.execute<Array<{ brand_id: string; file_name: string; key: string }>>(
      `select distinct on (o.brand_id, o.file_name) o.brand_id, o.file_name, o.key
         from uploaded_objects o
         join (select * from jsonb_to_recordset(?::jsonb) as p(brand_id uuid, file_name text)) p on p.brand_id = o.brand_id and p.file_name = o.file_name
        where o.state = 'stored'
        order by o.brand_id, o.file_name, o.stored_at desc`,
      [JSON.stringify(pairs.map((pair) => ({ brand_id: pair.brandId, file_name: pair.fileName })))],
    );
    return rows.map((row) => ({ brandId: row.brand_id, fileName: row.file_name, key: row.key }));
  }

  async filterBrandKeys(brandId: string, keys: readonly string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await this.em.execute<Array<{ key: string }>>(`select key from uploaded_objects where brand_id = ? and state = 'stored' and key = any(?::uuid[])`, [
      brandId,
      `{${keys.join(',')}}`,
    ]);
    return rows.map((row) => row.key);
  }

  async findBySource(brandId: string, sourceSha256: string): Promise<string | null> {
    const [row] = await this.em.execute<Array<{ key: string }>>(
      `select key from uploaded_objects where brand_id = ? and source_sha256 = ? and state = 'stored' order by stored_at limit 1`,
      [brandId, sourceSha256],
    );
    return row?.key ?? null;
  }

  async recordFetched(object: { key: string; ownerUserId: string; brandId: string; sourceSha256: string; contentType: MediaType; sizeBytes: number; etag: string }): Promise<boolean> {
    const rows = await this.em.execute<Array<{ key: string }>>(
      `insert into uploaded_objects (key, owner_user_id, state, expires_at, content_type, size_bytes, etag, created_at, stored_at, brand_id, source_sha256)
       values (?, ?, 'stored', now(), ?, ?, ?, now(), now(), ?, ?)
       on conflict (brand_id, source_sha256) where source_sha256 is not null do nothing
       returning key`,
      [object.key, object.ownerUserId, object.contentType, object.sizeBytes, object.etag, object.brandId, object.sourceSha256],
    );
    return rows.length === 1;
  }
}
