import { defineJob } from '../../../shared/application/jobs/job-definition';
import type { ProductImportResult } from '../domain/product-import/product-import-tally';
import type { ImportProductsJobPayload } from './product-import-job';
import type { ImageImportResult } from '../domain/image-import/image-import-tally';
import type { ImportImagesJobPayload } from './image-import-job';

/**
 * The catalog's entries of the job catalogue (listed in src/app/job-catalogue.ts). The import queue keeps
 * its name from before the catalogue existed, so jobs waiting in Redis during a deploy are still consumed.
 */
export const CatalogJob = {
  ImportProducts: defineJob<ImportProductsJobPayload, ProductImportResult>({ name: 'catalog.import-products', queue: 'catalog.import-products', attempts: 3, backoff: { type: 'exponential', delayMs: 1000 } }),
  /** The brand image spreadsheet and the universal spreadsheet, on the same import pipeline. */
  ImportImages: defineJob<ImportImagesJobPayload, ImageImportResult>({ name: 'catalog.import-images', queue: 'catalog.import-images', attempts: 3, backoff: { type: 'exponential', delayMs: 1000 } }),
} as const;

/** Every import job kind; the admin's job endpoints look a job id up in each. */
export const IMPORT_JOBS = [CatalogJob.ImportProducts, CatalogJob.ImportImages] as const;
