import { createHmac } from 'node:crypto';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ObjectsController } from './adapters/http/objects.controller';
import { SharpImageEncoder } from './adapters/images/sharp-image-encoder';
import { PostgresUploadedObjectsRepository } from './adapters/persistence/uploaded-objects.repository';
import { IssueUploadUrlHandler } from './application/commands/issue-upload-url/issue-upload-url.handler';
import { StoreUploadHandler } from './application/commands/store-upload/store-upload.handler';
import { IMAGE_ENCODER } from './application/ports/image-encoder.port';
import { UPLOADED_OBJECTS } from './application/ports/uploaded-objects.port';
import { GetUploadedObjectHandler } from './application/queries/get-uploaded-object/get-uploaded-object.handler';
import { UPLOAD_SIGNING_KEY } from './application/upload-signature';
import { FilterBrandObjectPathsHandler, FindBrandObjectsHandler } from './application/queries/find-brand-objects/find-brand-objects.handler';
import { StoreFetchedImageHandler } from './application/commands/store-fetched-image/store-fetched-image.handler';

/** Uploaded images and videos: signed single-use upload URLs, checked and re-encoded bytes, served immutable. */
@Module({
  imports: [CqrsModule],
  controllers: [ObjectsController],
  providers: [
    { provide: UPLOADED_OBJECTS, useClass: PostgresUploadedObjectsRepository },
    { provide: IMAGE_ENCODER, useClass: SharpImageEncoder },
    // Its own key, derived from SESSION_SECRET: an upload signature is never a valid session signature.
    { provide: UPLOAD_SIGNING_KEY, useFactory: (config: AppConfig) => createHmac('sha256', config.sessionSecret).update('rounds:object-upload-urls').digest('hex'), inject: [APP_CONFIG] },
    IssueUploadUrlHandler,
    StoreUploadHandler,
    GetUploadedObjectHandler,
    // Per-brand images and the image spreadsheets
    FindBrandObjectsHandler,
    FilterBrandObjectPathsHandler,
    StoreFetchedImageHandler,
  ],
})
export class MediaModule {}
