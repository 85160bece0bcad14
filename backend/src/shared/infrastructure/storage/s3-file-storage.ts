import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FileStorage, StoredFileMissingError } from '../../application/file-storage.port';
import type { StorageLocation } from './storage-location';
import { assertStorageKey } from './storage-key';

type S3Location = Extract<StorageLocation, { kind: 's3' }>;

/** Multipart parts of 8 MiB, two in flight: a 50 MB video holds at most ~16 MiB of memory. */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, s3rver in the tests), under the
 * location's key prefix. Streams of unknown length go up as a multipart upload that is aborted when
 * the source fails, so a failed save leaves no object behind (S3 makes an object visible only once
 * the upload completes).
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    this.client = new S3Client({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.forcePathStyle,
      credentials: location.accessKeyId && location.secretAccessKey ? { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey } : undefined,
      // Checksums on every request are the SDK's default since 3.729; S3-compatible servers that predate them refuse the headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async save(key: string, source: Readable, options: { contentType?: string } = {}): Promise<{ sizeBytes: number }> {
    let sizeBytes = 0;
    // A transform that counts as it passes bytes on: it never flows before the upload reads it.
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sizeBytes += chunk.length;
        done(null, chunk);
      },
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.location.bucket, Key: this.objectKey(key), Body: counted, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: 2,
      leavePartsOnError: false,
    });
    const feeding = pipeline(source, counted);
    const results = await Promise.allSettled([feeding, upload.done()]);
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) {
      await upload.abort().catch(() => undefined);
      if (results[1].status === 'fulfilled') await this.delete(key); // the source failed after its last byte was sent
      throw failed.reason;
    }
    return { sizeBytes };
  }

  async open(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
      return answer.Body as Readable;
    } catch (error) {
      throw this.missingOr(error, key);
    }
  }

  async size(key: string): Promise<number> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
      return answer.ContentLength ?? 0;
    } catch (error) {
      throw this.missingOr(error, key);
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
  }

  /**
   * A presigned PUT straight to the bucket, for trusted server-to-server transfers. Browser uploads do
   * NOT use it: their bytes must pass the type check and re-encoding first (docs/decisions/media-and-profiles.md, "Uploads").
   */
  presignedPutUrl(key: string, options: { contentType: string; expiresInSeconds: number }): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key), ContentType: options.contentType });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }

  close(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    return `${this.location.prefix}${assertStorageKey(key)}`;
  }

  private missingOr(error: unknown, key: string): unknown {
    const status = (error as S3ServiceException)?.$metadata?.httpStatusCode;
    const name = (error as Error)?.name;
    return status === 404 || name === 'NoSuchKey' || name === 'NotFound' ? new StoredFileMissingError(key) : error;
  }
}
