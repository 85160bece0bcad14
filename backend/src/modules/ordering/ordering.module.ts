import { ListOrderActivityHandler } from './application/queries/list-order-activity/list-order-activity.handler';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ORDER_STATUS_STORE } from './application/ports/order-status.port';
import { OrderPlacement } from './application/order-placement';
import { IDEMPOTENCY_KEYS, ORDERS_REPOSITORY } from './application/ports/orders.port';
import { PAYMENT_GATEWAY } from './application/ports/payment-gateway.port';
import { GetOrderHandler } from './application/queries/get-order/get-order.handler';
import { ListOrdersHandler } from './application/queries/list-orders/list-orders.handler';
import { ListOrdersForAdminHandler } from './application/queries/list-orders-for-admin/list-orders-for-admin.handler';
import { GetOrderStatusHandler } from './application/queries/get-order-status/get-order-status.handler';
import { GetOrderForShopperNoticeHandler } from './application/queries/get-order-for-shopper-notice/get-order-for-shopper-notice.handler';
import { QuoteProductCheckoutHandler } from './application/queries/quote-product-checkout/quote-product-checkout.handler';
import { OrdersController } from './adapters/http/orders.controller';
import { SandboxPaymentGateway } from './adapters/payments/sandbox-payment-gateway';
import { PostgresOrdersRepository } from './adapters/persistence/orders.repository';
import { PostgresIdempotencyKeysRepository } from './adapters/persistence/idempotency-keys.repository';
import { PostgresOrderStatusRepository } from './adapters/persistence/order-status.repository';
import { GetProductSalesHandler } from './application/queries/get-product-sales/get-product-sales.handler';
import { ShipmentMoves } from './application/shipment-moves';
import { SHIPMENT_STORE } from './application/ports/shipment-store.port';
import { PostgresShipmentRepository } from './adapters/persistence/shipment.repository';
import { ListBrandShipmentsHandler } from './application/queries/list-brand-shipments/list-brand-shipments.handler';
import { GetShipmentHistoryHandler } from './application/queries/get-shipment-history/get-shipment-history.handler';
import { GetProductSalesBreakdownHandler } from './application/queries/get-product-sales-breakdown/get-product-sales-breakdown.handler';

@Module({
  imports: [CqrsModule],
  controllers: [OrdersController],
  providers: [
    ListOrderActivityHandler,
    GetProductSalesBreakdownHandler,
    GetProductSalesHandler,
    { provide: ORDERS_REPOSITORY, useClass: PostgresOrdersRepository },
    { provide: IDEMPOTENCY_KEYS, useClass: PostgresIdempotencyKeysRepository },
    // The sandbox until the alcohol-compliant provider's credentials exist; swapping it is this one line.
    { provide: PAYMENT_GATEWAY, useClass: SandboxPaymentGateway },
    { provide: ORDER_STATUS_STORE, useClass: PostgresOrderStatusRepository },
    { provide: SHIPMENT_STORE, useClass: PostgresShipmentRepository },
    ShipmentMoves,
    ListBrandShipmentsHandler,
    GetShipmentHistoryHandler,
    OrderPlacement,
    ListOrdersHandler,
    GetOrderHandler,
    ListOrdersForAdminHandler,
    GetOrderStatusHandler,
    GetOrderForShopperNoticeHandler,
    QuoteProductCheckoutHandler,
  ],
  exports: [OrderPlacement, ShipmentMoves, PAYMENT_GATEWAY],
})
export class OrderingModule {}
