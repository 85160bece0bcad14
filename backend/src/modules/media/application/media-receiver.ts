import { Transform, TransformCallback } from 'node:stream';
import { familyOf, MediaFamily, MediaType, maxBytesOf, sniffMediaType, SNIFF_BYTES } from '../domain/media-type';
import { EmptyUploadError, UploadContentMismatchError, UploadTooLargeError } from '../domain/media.errors';

/**
 * Lets an upload's bytes through while checking them: the first SNIFF_BYTES must show a type of the
 * declared family (else UploadContentMismatchError), and the total must stay within that family's limit
 * (else UploadTooLargeError, raised on the chunk that crosses it: nothing past the limit is kept).
 * `sniffed` is the type once known.
 */
export class CheckedMediaStream extends Transform {
  sniffed: MediaType | null = null;
  private head = Buffer.alloc(0);
  private total = 0;
  private readonly limit: number;

  constructor(private readonly family: MediaFamily) {
    super();
    this.limit = maxBytesOf(family);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.total += chunk.length;
    if (this.total > this.limit) return done(new UploadTooLargeError(this.family));
    if (this.sniffed) return done(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < SNIFF_BYTES) return done();
    const failure = this.decide();
    if (failure) return done(failure);
    const held = this.head;
    this.head = Buffer.alloc(0);
    done(null, held);
  }

  override _flush(done: TransformCallback): void {
    if (this.total === 0) return done(new EmptyUploadError());
    if (this.sniffed) return done();
    const failure = this.decide();
    if (failure) return done(failure);
    done(null, this.head);
  }

  private decide(): Error | null {
    const type = sniffMediaType(this.head);
    if (!type || familyOf(type) !== this.family) return new UploadContentMismatchError(this.family);
    this.sniffed = type;
    return null;
  }
}
