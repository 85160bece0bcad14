import { NotificationsModule } from '../notifications';
import { ImportNotices } from './application/import-notices';
import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetBrandHandler } from './application/queries/get-brand/get-brand.handler';
import { GetProductHandler } from './application/queries/get-product/get-product.handler';
import { GetPurchasableProductsHandler } from './application/queries/get-purchasable-products/get-purchasable-products.handler';
import { ListBrandsHandler } from './application/queries/list-brands/list-brands.handler';
import { ListProductRecommendationsHandler } from './application/queries/list-product-recommendations/list-product-recommendations.handler';
import { ListProductsHandler } from './application/queries/list-products/list-products.handler';
import { GetCatalogRevisionHandler } from './application/queries/get-catalog-revision/get-catalog-revision.handler';
import { GetCatalogCountsHandler } from './application/queries/get-catalog-counts/get-catalog-counts.handler';
import { ListProductRowsHandler } from './application/queries/list-product-rows/list-product-rows.handler';
import { ProductPageCache } from './adapters/http/product-page-cache';
import { CachedProductPageMiddleware } from './adapters/http/cached-product-page.middleware';
import { BrandsController } from './adapters/http/brands.controller';
import { ProductsController } from './adapters/http/products.controller';
import { ShopSearchController } from './adapters/http/shop-search.controller';
import { SearchShopHandler } from './application/queries/search-shop/search-shop.handler';
import { GetShopFiguresHandler } from './application/queries/get-shop-figures/get-shop-figures.handler';
import { StorageModule } from '../../shared/infrastructure/storage/storage.module';
import { CancelProductImportHandler } from './application/commands/cancel-product-import/cancel-product-import.handler';
import { QueueProductImportHandler } from './application/commands/queue-product-import/queue-product-import.handler';
import { RunProductImportHandler } from './application/commands/run-product-import/run-product-import.handler';
import { PRODUCT_IMPORT_STORE } from './application/ports/product-import-store.port';
import { GetProductImportJobHandler } from './application/queries/get-product-import-job/get-product-import-job.handler';
import { ListProductImportJobsHandler } from './application/queries/list-product-import-jobs/list-product-import-jobs.handler';
import { ProductImportJobProcessor } from './adapters/jobs/product-import.job-processor';
import { PostgresProductImportRepository } from './adapters/persistence/product-import.repository';
import { CSV_ROW_READER } from './application/ports/csv-row-reader.port';
import { CsvParseRowReader } from './adapters/csv/csv-parse-row-reader';
import { ExcelAndCsvSheetRowReader } from './adapters/csv/sheet-row-reader';
import { SHEET_ROW_READER } from './application/ports/sheet-row-reader.port';
import { IMAGE_IMPORT_STORE } from './application/ports/image-import-store.port';
import { PostgresImageImportRepository } from './adapters/persistence/image-import.repository';
import { IMAGE_URL_FETCHER } from './application/ports/image-url-fetcher.port';
import { SafeImageUrlFetcher } from './adapters/image-fetch/safe-image-url-fetcher';
import { QueueImageImportHandler } from './application/commands/queue-image-import/queue-image-import.handler';
import { RunImageImportHandler } from './application/commands/run-image-import/run-image-import.handler';
import { ImageImportJobProcessor } from './adapters/jobs/image-import.job-processor';
import { IssueBrandUploadUrlsHandler } from './application/commands/issue-brand-upload-urls/issue-brand-upload-urls.handler';
import { SetBrandImagesHandler } from './application/commands/set-brand-images/set-brand-images.handler';
import { BrandImagesController } from './adapters/http/brand-images.controller';
import { GetImportErrorsCsvHandler } from './application/queries/get-import-errors-csv/get-import-errors-csv.handler';
import { BRAND_ACCOUNTS } from './application/ports/brand-accounts.port';
import { PostgresBrandAccountsRepository } from './adapters/persistence/brand-accounts.repository';

@Module({
  imports: [CqrsModule, StorageModule, NotificationsModule],
  controllers: [ProductsController, BrandsController, BrandImagesController, ShopSearchController],
  providers: [
    ListProductsHandler,
    GetCatalogRevisionHandler,
    { provide: ProductPageCache, useFactory: () => new ProductPageCache() },
    GetProductHandler,
    ListProductRecommendationsHandler,
    ListBrandsHandler,
    GetBrandHandler,
    GetPurchasableProductsHandler,
    GetCatalogCountsHandler,
    ListProductRowsHandler,
    SearchShopHandler,
    GetShopFiguresHandler,
    // Bulk product import
    { provide: PRODUCT_IMPORT_STORE, useClass: PostgresProductImportRepository },
    { provide: CSV_ROW_READER, useClass: CsvParseRowReader },
    QueueProductImportHandler,
    RunProductImportHandler,
    CancelProductImportHandler,
    GetProductImportJobHandler,
    ListProductImportJobsHandler,
    ProductImportJobProcessor,
    // Image spreadsheets on the same import pipeline
    { provide: SHEET_ROW_READER, useClass: ExcelAndCsvSheetRowReader },
    { provide: IMAGE_IMPORT_STORE, useClass: PostgresImageImportRepository },
    { provide: IMAGE_URL_FETCHER, useClass: SafeImageUrlFetcher },
    QueueImageImportHandler,
    RunImageImportHandler,
    ImageImportJobProcessor,
    ImportNotices,
    GetImportErrorsCsvHandler,
    IssueBrandUploadUrlsHandler,
    SetBrandImagesHandler,
    // Brand accounts: the brand a brand account owns, its profile and products.
    { provide: BRAND_ACCOUNTS, useClass: PostgresBrandAccountsRepository },
  ],
  exports: [BRAND_ACCOUNTS],
})
export class CatalogModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(CachedProductPageMiddleware).forRoutes({ path: 'products', method: RequestMethod.GET });
  }
}
