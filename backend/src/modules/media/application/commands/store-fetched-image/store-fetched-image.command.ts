/**
 * For the image spreadsheets (catalog): an image the worker fetched from a URL, stored like
 * every upload (type from the bytes, re-encoded, at most 10 MB) for a brand. The same bytes for the same
 * brand are stored once: a second call answers the first object's path.
 */
export class StoreFetchedImageCommand {
  constructor(
    readonly brandId: string,
    readonly ownerUserId: string,
    readonly bytes: Buffer,
  ) {}
}
