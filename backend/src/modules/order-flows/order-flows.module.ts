import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from '../audit';
import { BrandCampaignsModule } from '../brand-campaigns';
import { CartModule } from '../cart';
import { CatalogModule } from '../catalog';
import { CommissionsModule } from '../commissions';
import { ComplianceModule } from '../compliance';
import { CurationModule } from '../curation';
import { IdentityModule } from '../identity';
import { NotificationsModule } from '../notifications';
import { OrderingModule } from '../ordering';
import { AdminOrderStatusController } from './adapters/http/admin-order-status.controller';
import { BrandShipmentsController } from './adapters/http/brand-shipments.controller';
import { CheckoutController } from './adapters/http/checkout.controller';
import { OrderCancellationController } from './adapters/http/order-cancellation.controller';
import { CartCheckHandler } from './application/checkout/cart-check.handler';
import { CheckoutFlow } from './application/checkout/checkout.flow';
import { FulfilmentFlow } from './application/fulfilment/fulfilment.flow';
import { FulfilmentSteps } from './application/fulfilment/fulfilment-steps';
import { OrderCancellationFlow } from './application/fulfilment/order-cancellation.flow';
import { OrderStatusFlow } from './application/order-status/order-status.flow';

/**
 * The flows that coordinate several modules, on the top floor: no tables of its own, and no module
 * imports it. Each flow is one command handler that reads top to bottom and calls the participants
 * through their index.ts inside one transaction. Catalog is read through the query bus.
 */
@Module({
  imports: [CqrsModule, OrderingModule, CartModule, CatalogModule, ComplianceModule, CommissionsModule, BrandCampaignsModule, CurationModule, AuditModule, IdentityModule, NotificationsModule],
  controllers: [CheckoutController, AdminOrderStatusController, BrandShipmentsController, OrderCancellationController],
  providers: [CheckoutFlow, CartCheckHandler, OrderStatusFlow, FulfilmentFlow, OrderCancellationFlow, FulfilmentSteps],
})
export class OrderFlowsModule {}
