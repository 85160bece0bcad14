import { AdminWebhooksController } from './adapters/http/admin-webhooks.controller';
import { AdminMailboxController } from './adapters/http/admin-mailbox.controller';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminBackOfficeController } from './adapters/http/admin-back-office.controller';
import { SignupsController } from './adapters/http/signups.controller';
import { PostgresBackOfficeRepository } from './adapters/persistence/back-office.repository';
import { AdjustUserTierHandler } from './application/commands/adjust-user-tier/adjust-user-tier.handler';
import { SetSignupModalStateHandler } from './application/commands/set-signup-modal-state/set-signup-modal-state.handler';
import { SubmitSignupHandler } from './application/commands/submit-signup/submit-signup.handler';
import { BACK_OFFICE_STORE } from './application/ports/back-office-store.port';
import { GetSignupModalStateHandler } from './application/queries/get-signup-modal-state/get-signup-modal-state.handler';
import { ListAdminUsersHandler } from './application/queries/list-admin-users/list-admin-users.handler';
import { ListSignupsHandler } from './application/queries/list-signups/list-signups.handler';
import { AdminOverviewController } from './adapters/http/admin-overview.controller';
import { AdminProductImportController } from './adapters/http/admin-product-import.controller';
import { ProductCsvUploadInterceptor, SpreadsheetUploadInterceptor } from './adapters/http/product-csv-upload.interceptor';
import { AdminBulkUploadController } from './adapters/http/admin-bulk-upload.controller';
import { AuditModule } from '../audit';
import { GetAdminStatsHandler } from './application/queries/get-admin-stats/get-admin-stats.handler';
import { ListAdminProductsHandler } from './application/queries/list-admin-products/list-admin-products.handler';

@Module({
  imports: [CqrsModule, AuditModule],
  controllers: [AdminMailboxController, AdminWebhooksController, AdminOverviewController, AdminProductImportController, AdminBulkUploadController, AdminBackOfficeController, SignupsController],
  providers: [
    GetAdminStatsHandler,
    ListAdminProductsHandler,
    ProductCsvUploadInterceptor,
    SpreadsheetUploadInterceptor,
    { provide: BACK_OFFICE_STORE, useClass: PostgresBackOfficeRepository },
    SubmitSignupHandler,
    SetSignupModalStateHandler,
    AdjustUserTierHandler,
    GetSignupModalStateHandler,
    ListSignupsHandler,
    ListAdminUsersHandler,
  ],
})
export class AdminModule {}
