import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { FILE_STORAGE, FileStorage } from '../../application/file-storage.port';
import { LocalDiskFileStorage } from './local-disk-file-storage';
import { describeStorageLocation } from './storage-location';

/**
 * The adapter STORAGE_URL names. The S3 one is loaded only when asked for: the AWS SDK costs about
 * half a second of every process's start.
 */
export async function createFileStorage(config: Pick<AppConfig, 'storage'>): Promise<FileStorage> {
  if (config.storage.kind === 'local') return new LocalDiskFileStorage(config.storage.dir);
  const { S3FileStorage } = await import('./s3-file-storage');
  return new S3FileStorage(config.storage);
}

/** The file-storage port for every module: the local disk under STORAGE_DIR, or the S3-compatible bucket of STORAGE_URL. */
@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      useFactory: (config: AppConfig) => {
        new Logger('Storage').debug(`Objects are stored on ${describeStorageLocation(config.storage)}`);
        return createFileStorage(config);
      },
      inject: [APP_CONFIG],
    },
  ],
  exports: [FILE_STORAGE],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage & { close?: () => void }) {}

  onApplicationShutdown(): void {
    this.storage.close?.();
  }
}
