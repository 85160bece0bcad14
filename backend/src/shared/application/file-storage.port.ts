import type { Readable } from 'node:stream';
import { DomainError } from '../domain/domain-error';

/**
 * Where uploaded files wait for the job that processes them. Keys are relative, slash-separated
 * names ('product-imports/abc.csv'); the local-disk adapter keeps them under the configured storageDir,
 * another adapter could keep them in an object store shared by API and worker machines.
 */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

export interface FileStorage {
  /** Writes the whole stream under `key`, replacing any file there atomically; answers the size in bytes. */
  save(key: string, source: Readable): Promise<{ sizeBytes: number }>;
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
