import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from '../audit';
import { BrandCampaignsModule } from '../brand-campaigns';
import { CartModule } from '../cart';
import { CommissionsModule } from '../commissions';
import { CurationModule } from '../curation';
import { NotificationsModule } from '../notifications';
import { OrderingModule } from '../ordering';
import { AdminOrderStatusController } from './adapters/http/admin-order-status.controller';
import { CheckoutController } from './adapters/http/checkout.controller';
import { CheckoutFlow } from './application/checkout/checkout.flow';
import { OrderStatusFlow } from './application/order-status/order-status.flow';

/**
 * The flows that coordinate several modules, on the top floor: no tables of its own, and no module
 * imports it. Each flow is one command handler that reads top to bottom and calls the participants
 * through their index.ts inside one transaction. Catalog is read through the query bus.
 */
@Module({
  imports: [CqrsModule, OrderingModule, CartModule, CommissionsModule, BrandCampaignsModule, CurationModule, AuditModule, NotificationsModule],
  controllers: [CheckoutController, AdminOrderStatusController],
  providers: [CheckoutFlow, OrderStatusFlow],
})
export class OrderFlowsModule {}
