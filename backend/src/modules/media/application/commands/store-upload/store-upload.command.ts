import type { Readable } from 'node:stream';

/** The PUT to an upload URL: the signed URL's parts, what the request declared, and its body. */
export class StoreUploadCommand {
  constructor(
    readonly key: string,
    readonly expires: string | undefined,
    readonly signature: string | undefined,
    readonly contentType: string | undefined,
    /** Content-Length when the request sent one. */
    readonly contentLength: number | undefined,
    /** Read but never destroyed here: the HTTP edge decides what becomes of a refused request's rest. */
    readonly body: Readable,
  ) {}
}
