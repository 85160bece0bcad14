import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { FILE_STORAGE } from '../../application/file-storage.port';
import { LocalDiskFileStorage } from './local-disk-file-storage';

/** The file-storage port for every module; local disk under AppConfig.storageDir. */
@Global()
@Module({
  providers: [{ provide: FILE_STORAGE, useFactory: (config: AppConfig) => new LocalDiskFileStorage(config.storageDir), inject: [APP_CONFIG] }],
  exports: [FILE_STORAGE],
})
export class StorageModule {}
