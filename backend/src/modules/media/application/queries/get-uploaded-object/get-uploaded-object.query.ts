import type { StoredObject } from '../../../domain/uploaded-object';

/**
 * A stored upload by its key or its public path (/objects/uploads/{key}); null when there is none
 * (never issued, not stored yet, or refused). Other modules use it to accept only a caller's own objects.
 */
export class GetUploadedObjectQuery {
  constructor(readonly keyOrPath: string) {}
}

export type UploadedObjectView = StoredObject & { objectPath: string };
