import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { createOrmConfig } from '../mikro-orm.config';
import { AccountsModule } from '../modules/accounts';
import { AdminModule } from '../modules/admin';
import { AuditModule } from '../modules/audit';
import { ComplianceModule } from '../modules/compliance';
import { BrandCampaignsModule } from '../modules/brand-campaigns';
import { CartModule } from '../modules/cart';
import { CatalogModule } from '../modules/catalog';
import { CommissionsModule } from '../modules/commissions';
import { CurationModule } from '../modules/curation';
import { IdentityModule } from '../modules/identity';
import { MediaModule } from '../modules/media';
import { MessagingModule } from '../modules/messaging';
import { NotificationsModule } from '../modules/notifications';
import { OrderFlowsModule } from '../modules/order-flows';
import { OrderingModule } from '../modules/ordering';
import { connectionLimits } from '../shared/infrastructure/database/database-faults';
import { InfrastructureModule } from '../shared/infrastructure/infrastructure.module';
import type { Runtime } from '../shared/infrastructure/runtime';
import { SeoModule } from './seo/seo.module';

/** The bounded contexts; each registers its own controllers, handlers and job handlers. */
export const FEATURE_MODULES = [
  AuditModule,
  ComplianceModule,
  NotificationsModule,
  IdentityModule,
  AccountsModule,
  CatalogModule,
  CurationModule,
  CartModule,
  // Before ordering: the OpenAPI document names a shared enum after the first DTO that uses it (checkout's OrderStatus).
  OrderFlowsModule,
  OrderingModule,
  CommissionsModule,
  BrandCampaignsModule,
  AdminModule,
  MediaModule,
  MessagingModule,
];

@Module({})
export class AppModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        // Here, not in shared/: the ORM's entity list names every module's tables.
        MikroOrmModule.forRoot({
          ...createOrmConfig({
            clientUrl: runtime.database.url,
            readUrl: runtime.database.readUrl,
            poolMax: runtime.database.poolMax,
            connectionLimits: connectionLimits(runtime.database, runtime.config.databaseLimits),
            acquireTimeoutMs: runtime.config.databaseLimits.acquireTimeoutMs,
          }),
          registerRequestContext: true,
          connect: runtime.database.connect ?? true,
        }),
        InfrastructureModule.forRuntime(runtime),
        ...FEATURE_MODULES,
        SeoModule,
      ],
    };
  }
}
