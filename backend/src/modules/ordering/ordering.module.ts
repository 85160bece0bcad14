import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ORDER_STATUS_STORE } from './application/ports/order-status.port';
import { OrderPlacement } from './application/order-placement';
import { OrderStatusChanges } from './application/order-status-changes';
import { IDEMPOTENCY_KEYS, ORDERS_REPOSITORY } from './application/ports/orders.port';
import { PAYMENT_GATEWAY } from './application/ports/payment-gateway.port';
import { GetOrderHandler } from './application/queries/get-order/get-order.handler';
import { ListOrdersHandler } from './application/queries/list-orders/list-orders.handler';
import { ADMIN_ORDER_LIST } from './application/ports/admin-order-list.port';
import { ListOrdersForAdminHandler } from './application/queries/list-orders-for-admin/list-orders-for-admin.handler';
import { SqlAdminOrderList } from './adapters/persistence/sql-admin-order-list';
import { GetOrderStatusHandler } from './application/queries/get-order-status/get-order-status.handler';
import { QuoteProductCheckoutHandler } from './application/queries/quote-product-checkout/quote-product-checkout.handler';
import { OrdersController } from './adapters/http/orders.controller';
import { SandboxPaymentGateway } from './adapters/payments/sandbox-payment-gateway';
import { MikroOrmOrdersRepository } from './adapters/persistence/mikro-orm-orders.repository';
import { PostgresIdempotencyKeys } from './adapters/persistence/postgres-idempotency-keys';
import { SqlOrderStatusStore } from './adapters/persistence/sql-order-status.store';
import { GetProductSalesHandler } from './application/queries/get-product-sales/get-product-sales.handler';
import { PRODUCT_SALES_READER } from './application/ports/product-sales.port';
import { SqlProductSalesReader } from './adapters/persistence/sql-product-sales.reader';
import { GetProductSalesBreakdownHandler } from './application/queries/get-product-sales-breakdown/get-product-sales-breakdown.handler';

@Module({
  imports: [CqrsModule],
  controllers: [OrdersController],
  providers: [
    GetProductSalesBreakdownHandler,
    { provide: PRODUCT_SALES_READER, useClass: SqlProductSalesReader },
    GetProductSalesHandler,
    { provide: ORDERS_REPOSITORY, useClass: MikroOrmOrdersRepository },
    { provide: IDEMPOTENCY_KEYS, useClass: PostgresIdempotencyKeys },
    // The sandbox until the alcohol-compliant provider's credentials exist; swapping it is this one line.
    { provide: PAYMENT_GATEWAY, useClass: SandboxPaymentGateway },
    { provide: ORDER_STATUS_STORE, useClass: SqlOrderStatusStore },
    OrderPlacement,
    OrderStatusChanges,
    ListOrdersHandler,
    GetOrderHandler,
    { provide: ADMIN_ORDER_LIST, useClass: SqlAdminOrderList },
    ListOrdersForAdminHandler,
    GetOrderStatusHandler,
    QuoteProductCheckoutHandler,
  ],
  exports: [OrderPlacement, OrderStatusChanges, PAYMENT_GATEWAY],
})
export class OrderingModule {}
