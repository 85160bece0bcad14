import type { Readable } from 'node:stream';
import { DomainError } from '../domain/domain-error';

/**
 * The one object storage of the shop: files waiting for the job that processes them
 * ('product-imports/abc.csv') and the images and videos people upload ('uploads/<uuid>').
 * Keys are relative, slash-separated names. Two adapters (shared/infrastructure/storage), chosen by
 * STORAGE_URL: the local disk under STORAGE_DIR (default) or an S3-compatible bucket shared by every
 * API and worker machine. A save is all or nothing: a failed or aborted source leaves no object behind.
 */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

export interface FileStorage {
  /**
   * Writes the whole stream under `key`, replacing any file there atomically; answers the size in bytes.
   * When the source fails (or is destroyed) the promise rejects and nothing is left under `key`.
   */
  save(key: string, source: Readable, options?: { contentType?: string }): Promise<{ sizeBytes: number }>;
  /** A stream of the stored bytes; throws StoredFileMissingError when there is no such file. */
  open(key: string): Promise<Readable>;
  /** Size in bytes; throws StoredFileMissingError when there is no such file. */
  size(key: string): Promise<number>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export class StoredFileMissingError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'STORED_FILE_MISSING';
  constructor(readonly key: string) {
    super(`The uploaded file "${key}" is no longer stored; please upload it again.`);
  }
}
