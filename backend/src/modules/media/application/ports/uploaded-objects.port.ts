import type { MediaType } from '../../domain/media-type';
import type { StoredObject, UploadGrant } from '../../domain/uploaded-object';

export const UPLOADED_OBJECTS = Symbol('UPLOADED_OBJECTS');

/** The uploaded_objects table: one row per issued URL, moving along UPLOAD_TRANSITIONS. */
export interface UploadedObjects {
  issue(grant: Omit<UploadGrant, 'state'>): Promise<void>;
  findGrant(key: string): Promise<UploadGrant | null>;
  /** issued → receiving, only while unexpired at `now`; false when another request got there first or it expired. */
  claim(key: string, now: Date): Promise<boolean>;
  /** receiving → stored. */
  markStored(key: string, stored: { contentType: MediaType; sizeBytes: number; etag: string }): Promise<void>;
  /** receiving → refused. */
  markRefused(key: string): Promise<void>;
  findStored(key: string): Promise<StoredObject | null>;
  /** Stored objects of these brands by the file names they were uploaded with (the newest of a name wins). */
  findByBrandFileNames(pairs: ReadonlyArray<{ brandId: string; fileName: string }>): Promise<Array<{ brandId: string; fileName: string; key: string }>>;
  /** Of these keys, the ones stored for this brand. */
  filterBrandKeys(brandId: string, keys: readonly string[]): Promise<string[]>;
  /** A stored object of this brand fetched from bytes with this SHA-256. */
  findBySource(brandId: string, sourceSha256: string): Promise<string | null>;
  /**
   * Records an object the server stored itself (an image fetched from a URL), already `stored`; false when
   * another process recorded the same bytes for the brand first (one object per brand and source hash).
   */
  recordFetched(object: { key: string; ownerUserId: string; brandId: string; sourceSha256: string; contentType: MediaType; sizeBytes: number; etag: string }): Promise<boolean>;
}
