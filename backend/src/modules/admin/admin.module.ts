import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminOverviewController } from './adapters/http/admin-overview.controller';
import { AdminProductImportController } from './adapters/http/admin-product-import.controller';
import { ProductCsvUploadInterceptor } from './adapters/http/product-csv-upload.interceptor';
import { QueryBusAdminReadModel } from './adapters/query-bus/query-bus-admin-read-model';
import { ADMIN_READ_MODEL } from './application/ports/admin-read-model.port';
import { GetAdminStatsHandler } from './application/queries/get-admin-stats/get-admin-stats.handler';
import { ListAdminProductsHandler } from './application/queries/list-admin-products/list-admin-products.handler';

@Module({
  imports: [CqrsModule],
  controllers: [AdminOverviewController, AdminProductImportController],
  providers: [
    { provide: ADMIN_READ_MODEL, useClass: QueryBusAdminReadModel },
    GetAdminStatsHandler,
    ListAdminProductsHandler,
    ProductCsvUploadInterceptor,
  ],
  exports: [],
})
export class AdminModule {}
