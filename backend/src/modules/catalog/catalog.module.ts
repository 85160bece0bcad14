import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SqlReader } from '../../shared/infrastructure/database/sql-reader';
import { CATALOG_READ_MODEL } from './application/ports/catalog-read-model.port';
import { GetBrandHandler } from './application/queries/get-brand/get-brand.handler';
import { GetProductHandler } from './application/queries/get-product/get-product.handler';
import { GetPurchasableProductsHandler } from './application/queries/get-purchasable-products/get-purchasable-products.handler';
import { ListBrandsHandler } from './application/queries/list-brands/list-brands.handler';
import { ListProductRecommendationsHandler } from './application/queries/list-product-recommendations/list-product-recommendations.handler';
import { ListProductsHandler } from './application/queries/list-products/list-products.handler';
import { BrandsController } from './adapters/http/brands.controller';
import { ProductsController } from './adapters/http/products.controller';
import { SqlCatalogReadModel } from './adapters/persistence/sql-catalog-read-model';

@Module({
  imports: [CqrsModule],
  controllers: [ProductsController, BrandsController],
  providers: [
    SqlReader,
    { provide: CATALOG_READ_MODEL, useClass: SqlCatalogReadModel },
    ListProductsHandler,
    GetProductHandler,
    ListProductRecommendationsHandler,
    ListBrandsHandler,
    GetBrandHandler,
    GetPurchasableProductsHandler,
  ],
  exports: [],
})
export class CatalogModule {}
