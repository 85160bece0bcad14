import { defineJob } from '../../../shared/application/jobs/job-definition';
import type { ProductImportResult } from '../domain/product-import/product-import-tally';
import type { ImportProductsJobPayload } from './product-import-job';

/**
 * The catalog's entries of the job catalogue (listed in src/app/job-catalogue.ts). The import queue keeps
 * its name from before the catalogue existed, so jobs waiting in Redis during a deploy are still consumed.
 */
export const CatalogJob = {
  ImportProducts: defineJob<ImportProductsJobPayload, ProductImportResult>({ name: 'catalog.import-products', queue: 'catalog.import-products', attempts: 3, backoff: { type: 'exponential', delayMs: 1000 } }),
} as const;
