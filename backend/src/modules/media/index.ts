export { MediaModule } from './media.module';

// For other modules through the QueryBus: accept only /objects/uploads/… paths of objects the caller uploaded.
export { GetUploadedObjectQuery } from './application/queries/get-uploaded-object/get-uploaded-object.query';
export type { UploadedObjectView } from './application/queries/get-uploaded-object/get-uploaded-object.query';
export { UPLOADS_PATH_PREFIX } from './domain/uploaded-object';

// Per-brand image upload and the image spreadsheets: catalog issues per-brand URLs, finds
// objects by the file names brands uploaded, and stores images its worker fetched from URLs.
export { IssueUploadUrlCommand } from './application/commands/issue-upload-url/issue-upload-url.command';
export type { IssuedUploadUrl } from './application/commands/issue-upload-url/issue-upload-url.command';
export { FindBrandObjectsQuery, FilterBrandObjectPathsQuery } from './application/queries/find-brand-objects/find-brand-objects.query';
export type { BrandObjectView } from './application/queries/find-brand-objects/find-brand-objects.query';
export { StoreFetchedImageCommand } from './application/commands/store-fetched-image/store-fetched-image.command';
export { MAX_IMAGE_BYTES } from './domain/media-type';
