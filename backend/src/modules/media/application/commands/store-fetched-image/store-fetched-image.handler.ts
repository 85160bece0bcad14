import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FILE_STORAGE, FileStorage } from '../../../../../shared/application/file-storage.port';
import { isImageType, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, sniffMediaType, SNIFF_BYTES } from '../../../domain/media-type';
import { UploadContentMismatchError, UploadTooLargeError } from '../../../domain/media.errors';
import { objectPathOf, storageKeyOf } from '../../../domain/uploaded-object';
import { IMAGE_ENCODER, ImageEncoder } from '../../ports/image-encoder.port';
import { UPLOADED_OBJECTS, UploadedObjects } from '../../ports/uploaded-objects.port';
import { StoreFetchedImageCommand } from './store-fetched-image.command';

@CommandHandler(StoreFetchedImageCommand)
export class StoreFetchedImageHandler implements ICommandHandler<StoreFetchedImageCommand, { objectPath: string }> {
  constructor(
    @Inject(UPLOADED_OBJECTS) private readonly objects: UploadedObjects,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(IMAGE_ENCODER) private readonly images: ImageEncoder,
  ) {}

  async execute({ brandId, ownerUserId, bytes }: StoreFetchedImageCommand): Promise<{ objectPath: string }> {
    if (bytes.length > MAX_IMAGE_BYTES) throw new UploadTooLargeError('image');
    const sourceSha256 = createHash('sha256').update(bytes).digest('hex');
    const known = await this.objects.findBySource(brandId, sourceSha256);
    if (known) return { objectPath: objectPathOf(known) };
    const type = sniffMediaType(bytes.subarray(0, SNIFF_BYTES));
    if (!type || !isImageType(type)) throw new UploadContentMismatchError('image');
    const encoded = await this.images.reencode(bytes, type, MAX_IMAGE_SIDE);
    const key = randomUUID();
    const { sizeBytes } = await this.storage.save(storageKeyOf(key), Readable.from([encoded]), { contentType: type });
    let recorded: boolean;
    try {
      recorded = await this.objects.recordFetched({ key, ownerUserId, brandId, sourceSha256, contentType: type, sizeBytes, etag: createHash('sha256').update(encoded).digest('hex').slice(0, 32) });
    } catch (error) {
      await this.storage.delete(storageKeyOf(key)).catch(() => undefined);
      throw error;
    }
    if (recorded) return { objectPath: objectPathOf(key) };
    // Another worker stored the same bytes for this brand meanwhile: keep theirs.
    await this.storage.delete(storageKeyOf(key)).catch(() => undefined);
    const theirs = await this.objects.findBySource(brandId, sourceSha256);
    if (!theirs) throw new Error(`The fetched image of brand ${brandId} was recorded by another process but cannot be found`);
    return { objectPath: objectPathOf(theirs) };
  }
}
