import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { objectPathOf, uploadKeyOfPath } from '../../../domain/uploaded-object';
import { UPLOADED_OBJECTS, UploadedObjects } from '../../ports/uploaded-objects.port';
import { BrandObjectView, FilterBrandObjectPathsQuery, FindBrandObjectsQuery } from './find-brand-objects.query';

@QueryHandler(FindBrandObjectsQuery)
export class FindBrandObjectsHandler implements IQueryHandler<FindBrandObjectsQuery, BrandObjectView[]> {
  constructor(@Inject(UPLOADED_OBJECTS) private readonly objects: UploadedObjects) {}

  async execute({ pairs }: FindBrandObjectsQuery): Promise<BrandObjectView[]> {
    const found = await this.objects.findByBrandFileNames(pairs);
    return found.map((object) => ({ brandId: object.brandId, fileName: object.fileName, objectPath: objectPathOf(object.key) }));
  }
}

@QueryHandler(FilterBrandObjectPathsQuery)
export class FilterBrandObjectPathsHandler implements IQueryHandler<FilterBrandObjectPathsQuery, string[]> {
  constructor(@Inject(UPLOADED_OBJECTS) private readonly objects: UploadedObjects) {}

  async execute({ brandId, paths }: FilterBrandObjectPathsQuery): Promise<string[]> {
    const keys = paths.map((path) => uploadKeyOfPath(path)).filter((key): key is string => key !== null);
    const stored = new Set(await this.objects.filterBrandKeys(brandId, keys));
    return paths.filter((path) => {
      const key = uploadKeyOfPath(path);
      return key !== null && stored.has(key);
    });
  }
}
