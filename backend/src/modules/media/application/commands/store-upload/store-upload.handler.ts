import { createHash, Hash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { FILE_STORAGE, FileStorage } from '../../../../../shared/application/file-storage.port';
import { declaredMediaType, familyOf, ImageType, isImageType, MAX_IMAGE_SIDE, MediaFamily, MediaType, maxBytesOf, sniffMediaType } from '../../../domain/media-type';
import { UnsupportedUploadTypeError, UploadInterruptedError, UploadTooLargeError, UploadUrlExpiredError, UploadUrlInvalidError, UploadUrlUsedError } from '../../../domain/media.errors';
import { isUploadKey, objectPathOf, storageKeyOf } from '../../../domain/uploaded-object';
import { CheckedMediaStream } from '../../media-receiver';
import { IMAGE_ENCODER, ImageEncoder } from '../../ports/image-encoder.port';
import { UPLOADED_OBJECTS, UploadedObjects } from '../../ports/uploaded-objects.port';
import { isUploadSignatureValid, UPLOAD_SIGNING_KEY } from '../../upload-signature';
import { StoreUploadCommand } from './store-upload.command';

/**
 * Checks the signed URL (forged, expired or used → 403), the declared type (415) and length (413)
 * before reading a byte, claims the URL (issued → receiving, once across every process), then reads
 * the body through the type and size check: an image is re-encoded (metadata stripped, longest side
 * ≤ 2,400 px) and stored; a video is streamed to storage as it arrives. Any failure after the claim
 * ends the object `refused` with nothing stored.
 */
@CommandHandler(StoreUploadCommand)
export class StoreUploadHandler implements ICommandHandler<StoreUploadCommand, { objectPath: string }> {
  constructor(
    @Inject(UPLOADED_OBJECTS) private readonly objects: UploadedObjects,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(IMAGE_ENCODER) private readonly images: ImageEncoder,
    @Inject(UPLOAD_SIGNING_KEY) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: StoreUploadCommand): Promise<{ objectPath: string }> {
    const { key } = command;
    await this.checkUrl(command);
    const declared = declaredMediaType(command.contentType);
    if (!declared) throw new UnsupportedUploadTypeError(command.contentType);
    const family = familyOf(declared);
    if (command.contentLength !== undefined && command.contentLength > maxBytesOf(family)) throw new UploadTooLargeError(family);

    if (!(await this.objects.claim(key, this.clock.now()))) throw new UploadUrlUsedError();
    try {
      const stored = family === 'image' ? await this.storeImage(key, command.body) : await this.storeVideo(key, command.body, family);
      await this.objects.markStored(key, stored);
      return { objectPath: objectPathOf(key) };
    } catch (error) {
      await this.storage.delete(storageKeyOf(key)).catch(() => undefined);
      await this.objects.markRefused(key).catch(() => undefined);
      throw error;
    }
  }

  private async checkUrl({ key, expires, signature }: StoreUploadCommand): Promise<void> {
    if (!isUploadKey(key) || !expires || !/^\d{1,12}$/.test(expires) || !signature) throw new UploadUrlInvalidError();
    const grant = await this.objects.findGrant(key);
    if (!grant || grant.expiresAt.getTime() !== Number(expires) * 1000) throw new UploadUrlInvalidError();
    if (!isUploadSignatureValid(this.secret, key, grant.ownerUserId, Number(expires), signature)) throw new UploadUrlInvalidError();
    if (grant.state !== 'issued') throw new UploadUrlUsedError();
    if (grant.expiresAt.getTime() <= this.clock.now().getTime()) throw new UploadUrlExpiredError();
  }

  private async storeImage(key: string, body: Readable) {
    const checked = checkedBody(body, 'image');
    const chunks: Buffer[] = [];
    for await (const chunk of checked) chunks.push(chunk as Buffer);
    const type = checked.sniffed as ImageType;
    const encoded = await this.images.reencode(Buffer.concat(chunks), type, MAX_IMAGE_SIDE);
    // Whatever the encoder wrote must still be what we serve it as.
    const written = sniffMediaType(encoded.subarray(0, 16));
    if (written !== type || !isImageType(written)) throw new Error(`The image encoder wrote ${written ?? 'unknown bytes'} for ${type}`);
    const { sizeBytes } = await this.storage.save(storageKeyOf(key), Readable.from([encoded]), { contentType: type });
    return { contentType: type as MediaType, sizeBytes, etag: createHash('sha256').update(encoded).digest('hex').slice(0, 32) };
  }

  private async storeVideo(key: string, body: Readable, family: MediaFamily) {
    const checked = checkedBody(body, family);
    const hash = createHash('sha256');
    const hashing = hashingStream(hash);
    const saving = this.storage.save(storageKeyOf(key), hashing, { contentType: undefined });
    const flowing = pipeline(checked, hashing);
    const [flowed, saved] = await Promise.allSettled([flowing, saving]);
    if (flowed.status === 'rejected') throw flowed.reason;
    if (saved.status === 'rejected') throw saved.reason;
    return { contentType: checked.sniffed as MediaType, sizeBytes: saved.value.sizeBytes, etag: hash.digest('hex').slice(0, 32) };
  }
}

/** The request body through the check, without ever destroying the request itself. */
function checkedBody(body: Readable, family: MediaFamily): CheckedMediaStream {
  const checked = new CheckedMediaStream(family);
  body.once('error', (error) => checked.destroy(error));
  body.once('close', () => {
    if (!body.readableEnded) checked.destroy(new UploadInterruptedError());
  });
  checked.once('error', () => body.unpipe(checked));
  body.pipe(checked);
  return checked;
}

/** Passes bytes on unchanged, hashing them on the way (a transform, so it never flows before it is read). */
function hashingStream(hash: Hash): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}
