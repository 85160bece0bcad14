import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isUploadKey, objectPathOf, uploadKeyOfPath } from '../../../domain/uploaded-object';
import { UPLOADED_OBJECTS, UploadedObjects } from '../../ports/uploaded-objects.port';
import { GetUploadedObjectQuery, UploadedObjectView } from './get-uploaded-object.query';

@QueryHandler(GetUploadedObjectQuery)
export class GetUploadedObjectHandler implements IQueryHandler<GetUploadedObjectQuery, UploadedObjectView | null> {
  constructor(@Inject(UPLOADED_OBJECTS) private readonly objects: UploadedObjects) {}

  async execute({ keyOrPath }: GetUploadedObjectQuery): Promise<UploadedObjectView | null> {
    const key = isUploadKey(keyOrPath) ? keyOrPath : uploadKeyOfPath(keyOrPath);
    if (!key) return null;
    const stored = await this.objects.findStored(key);
    return stored ? { ...stored, objectPath: objectPathOf(key) } : null;
  }
}
