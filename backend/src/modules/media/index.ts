export { MediaModule } from './media.module';

// For other modules through the QueryBus: accept only /objects/uploads/… paths of objects the caller uploaded.
export { GetUploadedObjectQuery } from './application/queries/get-uploaded-object/get-uploaded-object.query';
export type { UploadedObjectView } from './application/queries/get-uploaded-object/get-uploaded-object.query';
export { UPLOADS_PATH_PREFIX } from './domain/uploaded-object';
