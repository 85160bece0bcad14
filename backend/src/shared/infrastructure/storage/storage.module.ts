import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { FILE_STORAGE, FileStorage } from '../../application/file-storage.port';
import { LocalDiskFileStorage } from './local-disk-file-storage';
import { S3FileStorage } from './s3-file-storage';
import { describeStorageLocation } from './storage-location';

export function createFileStorage(config: Pick<AppConfig, 'storage'>): FileStorage {
  return config.storage.kind === 's3' ? new S3FileStorage(config.storage) : new LocalDiskFileStorage(config.storage.dir);
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
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3FileStorage) this.storage.close();
  }
}
