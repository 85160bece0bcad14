export { BrandEntity } from './adapters/persistence/brand.entity';
export { ProductEntity } from './adapters/persistence/product.entity';
export type { ProductVariant } from './adapters/persistence/product.entity';
export { ProductCategoryListingEntity, CatalogRevisionEntity } from './adapters/persistence/catalog-read-model.entity';
export { ProductImportCheckpointEntity } from './adapters/persistence/product-import-checkpoint.entity';
export { CatalogModule } from './catalog.module';

// Address rules shared with cart and checkout (seed 000 §4, §9).
export * from './domain/delivery-area';
export * from './domain/catalog.errors';

// Prices, fees and fulfillment flags of products by id, for cart and checkout (through the QueryBus).
export { GetPurchasableProductsQuery } from './application/queries/get-purchasable-products/get-purchasable-products.query';
export type { PurchasableProduct, ProductVariantView } from './application/ports/catalog-read-model.port';

// Product cards for other modules' answers (the feed).
export { ProductSummaryDto, BrandRefDto, toProductSummaryDto } from './adapters/http/dto/product.dto';
export type { ProductSummaryView } from './adapters/http/dto/product.dto';

// Bulk product import (issue 5): the admin area queues, reads and cancels import jobs through the buses.
export { QueueProductImportCommand } from './application/commands/queue-product-import/queue-product-import.command';
export type { UploadedProductCsv } from './application/commands/queue-product-import/queue-product-import.command';
export { CancelProductImportCommand } from './application/commands/cancel-product-import/cancel-product-import.command';
export { GetProductImportJobQuery } from './application/queries/get-product-import-job/get-product-import-job.query';
export { ListProductImportJobsQuery } from './application/queries/list-product-import-jobs/list-product-import-jobs.query';
export { CatalogJob } from './application/catalog-jobs';
export type { ImportJobView, ImportProductsJobPayload } from './application/product-import-job';
export type { ProductImportResult } from './domain/product-import/product-import-tally';
export { MAX_LISTED_ROW_ERRORS } from './domain/product-import/product-import-tally';
export { PRODUCT_CSV_TEMPLATE, PRODUCT_CSV_TEMPLATE_FILE_NAME } from './domain/product-import/product-csv-template';
export { InvalidProductFileTypeError, NoProductFileError, isCsvFileName } from './domain/product-import/product-import.errors';
