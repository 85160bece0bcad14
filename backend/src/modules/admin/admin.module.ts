import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminOverviewController } from './adapters/http/admin-overview.controller';
import { AdminProductImportController } from './adapters/http/admin-product-import.controller';
import { ProductCsvUploadInterceptor } from './adapters/http/product-csv-upload.interceptor';
import { MikroOrmAuditTrail } from './adapters/persistence/mikro-orm-audit-trail';
import { QueryBusAdminReadModel } from './adapters/query-bus/query-bus-admin-read-model';
import { AUDIT_TRAIL } from '../../shared/application/audit-trail.port';
import { ADMIN_READ_MODEL } from './application/ports/admin-read-model.port';
import { GetAdminStatsHandler } from './application/queries/get-admin-stats/get-admin-stats.handler';
import { ListAdminProductsHandler } from './application/queries/list-admin-products/list-admin-products.handler';

/** Global so that any module's handler can inject AUDIT_TRAIL (the port lives in shared/application). */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [AdminOverviewController, AdminProductImportController],
  providers: [
    { provide: ADMIN_READ_MODEL, useClass: QueryBusAdminReadModel },
    GetAdminStatsHandler,
    ListAdminProductsHandler,
    ProductCsvUploadInterceptor,
    { provide: AUDIT_TRAIL, useClass: MikroOrmAuditTrail },
  ],
  exports: [AUDIT_TRAIL],
})
export class AdminModule {}
