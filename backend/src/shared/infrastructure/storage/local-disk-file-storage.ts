import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStorage, StoredFileMissingError } from '../../application/file-storage.port';
import { assertStorageKey } from './storage-key';

/** Files on the local disk under one root directory (AppConfig.storageDir). */
export class LocalDiskFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The content type is not kept on disk: whoever serves the file knows it (uploaded_objects). */
  async save(key: string, source: Readable): Promise<{ sizeBytes: number }> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    // Written beside the target and renamed into place, so a reader never sees half a file
    // and a reader that already opened the old file keeps reading it whole.
    const partial = `${target}.partial-${randomBytes(6).toString('hex')}`;
    try {
      await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { sizeBytes: (await stat(target)).size };
  }

  async open(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    await this.size(key); // a clear error now rather than an ENOENT event later
    return createReadStream(path);
  }

  async size(key: string): Promise<number> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    const path = join(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new RangeError(`Not a storage key: "${key}"`);
    return path;
  }
}
