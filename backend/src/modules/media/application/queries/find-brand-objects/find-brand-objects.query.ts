/**
 * For the image spreadsheets (catalog): the objects brands uploaded with the per-brand image
 * upload, by file name; answers the public paths (/objects/uploads/{key}) of those that are stored.
 */
export class FindBrandObjectsQuery {
  constructor(readonly pairs: ReadonlyArray<{ brandId: string; fileName: string }>) {}
}

export type BrandObjectView = { brandId: string; fileName: string; objectPath: string };

/** Of these public paths, the ones of objects stored for this brand (PATCH /api/brands/{brandId}/images accepts only those). */
export class FilterBrandObjectPathsQuery {
  constructor(
    readonly brandId: string,
    readonly paths: readonly string[],
  ) {}
}
