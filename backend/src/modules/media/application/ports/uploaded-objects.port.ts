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
}
