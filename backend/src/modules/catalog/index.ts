export { CatalogModule } from './catalog.module';

// Address rules shared with cart and checkout.
export * from './domain/fulfillment-type';
export * from './domain/product-availability';
export * from './domain/catalog.errors';

// Prices, fees and fulfillment flags of products by id, for cart and checkout (through the QueryBus).
export { GetPurchasableProductsQuery } from './application/queries/get-purchasable-products/get-purchasable-products.query';
export type { PurchasableProduct, ProductVariantView } from './application/catalog-views';

// The public listings, for the sitemap (app/seo) through the QueryBus.
export { ListProductsQuery } from './application/queries/list-products/list-products.query';
export { ListBrandsQuery } from './application/queries/list-brands/list-brands.query';

// The catalog's revision, for answers elsewhere that show catalog data and are cached (commissions' sales analytics).
export { GetCatalogRevisionQuery } from './application/queries/get-catalog-revision/get-catalog-revision.query';

// Counts and the product table of the admin area (through the QueryBus).
export { GetCatalogCountsQuery } from './application/queries/get-catalog-counts/get-catalog-counts.query';
export { ListProductRowsQuery } from './application/queries/list-product-rows/list-product-rows.query';
export type { ProductRowPage } from './application/queries/list-product-rows/list-product-rows.query';
export type { CatalogCounts, ProductTableRow } from './application/catalog-views';

// Bulk product import: the admin area queues, reads and cancels import jobs through the buses.
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
export { ImportJobFinishedError, ImportJobNotFoundError } from './domain/product-import/product-import.errors';
export { checkProductCsvHeader, emptyProductCsv, malformedProductCsv } from './domain/product-import/product-csv-parser';
export { CsvReadError } from './domain/product-import/csv-row';
export { checkSheetHeader, emptySheet, malformedSheet } from './domain/import-pipeline/sheet-parser';
export { BRAND_IMAGE_SHEET_COLUMNS } from './domain/image-import/image-sheet';
export { ImportJobNotFinishedError } from './application/queries/get-import-errors-csv/get-import-errors-csv.handler';

// Image spreadsheets: the brand image spreadsheet and the universal spreadsheet, errors.csv.
export { QueueImageImportCommand } from './application/commands/queue-image-import/queue-image-import.command';
export { GetImportErrorsCsvQuery } from './application/queries/get-import-errors-csv/get-import-errors-csv.query';
export type { ImageImportResult } from './domain/image-import/image-import-tally';
export type { ImageSheetKind } from './domain/image-import/image-sheet';
export { InvalidSpreadsheetError, NoSpreadsheetError, SpreadsheetTooLargeError, isSpreadsheetUpload } from './domain/import-pipeline/sheet-format';
export { BRAND_IMAGE_SHEET_TEMPLATE, BRAND_IMAGE_SHEET_TEMPLATE_FILE_NAME, UNIVERSAL_SHEET_TEMPLATE, UNIVERSAL_SHEET_TEMPLATE_FILE_NAME } from './domain/image-import/image-sheet-templates';

// Brand accounts: brand-campaigns creates a brand with its owner and reads and edits it.
export { BRAND_ACCOUNTS } from './application/ports/brand-accounts.port';
export type { BrandAccounts, OwnedBrand, BrandProduct, BrandProfileChanges } from './application/ports/brand-accounts.port';
