import { Global, Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminBackOfficeController } from './adapters/http/admin-back-office.controller';
import { SignupsController } from './adapters/http/signups.controller';
import { PostgresBackOfficeRepository } from './adapters/persistence/back-office.repository';
import { AuditRecorder } from './application/audit-recorder';
import { AdjustUserTierHandler } from './application/commands/adjust-user-tier/adjust-user-tier.handler';
import { SetSignupModalStateHandler } from './application/commands/set-signup-modal-state/set-signup-modal-state.handler';
import { SubmitSignupHandler } from './application/commands/submit-signup/submit-signup.handler';
import { BACK_OFFICE_STORE } from './application/ports/back-office-store.port';
import { GetSignupModalStateHandler } from './application/queries/get-signup-modal-state/get-signup-modal-state.handler';
import { ListAdminUsersHandler } from './application/queries/list-admin-users/list-admin-users.handler';
import { ListAuditLogHandler } from './application/queries/list-audit-log/list-audit-log.handler';
import { ListSignupsHandler } from './application/queries/list-signups/list-signups.handler';
import { AdminOverviewController } from './adapters/http/admin-overview.controller';
import { AdminProductImportController } from './adapters/http/admin-product-import.controller';
import { ProductCsvUploadInterceptor, SpreadsheetUploadInterceptor } from './adapters/http/product-csv-upload.interceptor';
import { AdminBulkUploadController } from './adapters/http/admin-bulk-upload.controller';
import { MikroOrmAuditTrail } from './adapters/persistence/mikro-orm-audit-trail';
import { AUDIT_TRAIL, AuditTrail } from '../../shared/application/audit-trail.port';
import { OrderingModule, OrderStatusChangeSubscribers } from '../ordering';
import { GetAdminStatsHandler } from './application/queries/get-admin-stats/get-admin-stats.handler';
import { ListAdminProductsHandler } from './application/queries/list-admin-products/list-admin-products.handler';

/** Global so that any module's handler can inject AUDIT_TRAIL (the port lives in shared/application). */
@Global()
@Module({
  imports: [CqrsModule, OrderingModule],
  controllers: [AdminOverviewController, AdminProductImportController, AdminBulkUploadController, AdminBackOfficeController, SignupsController],
  providers: [
    GetAdminStatsHandler,
    ListAdminProductsHandler,
    ProductCsvUploadInterceptor,
    SpreadsheetUploadInterceptor,
    { provide: AUDIT_TRAIL, useClass: MikroOrmAuditTrail },
    { provide: BACK_OFFICE_STORE, useClass: PostgresBackOfficeRepository },
    AuditRecorder,
    SubmitSignupHandler,
    SetSignupModalStateHandler,
    AdjustUserTierHandler,
    GetSignupModalStateHandler,
    ListSignupsHandler,
    ListAuditLogHandler,
    ListAdminUsersHandler,
  ],
  exports: [AUDIT_TRAIL],
})
export class AdminModule implements OnModuleInit {
  constructor(
    private readonly orderStatusSubscribers: OrderStatusChangeSubscribers,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
  ) {}

  /** An admin's order status change writes its audit row inside the transaction that changes the order. */
  onModuleInit(): void {
    this.orderStatusSubscribers.subscribe((tx, event) =>
      this.auditTrail.record(tx, {
        action: 'order.status_changed',
        entityType: 'order',
        entityId: event.orderId,
        actorUserId: event.changedBy,
        details: { before: { status: event.from }, after: { status: event.to } },
      }),
    );
  }
}
