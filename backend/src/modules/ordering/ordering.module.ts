import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CartModule } from '../cart';
import { CheckoutService } from './application/checkout.service';
import { CheckoutCartHandler } from './application/commands/checkout-cart/checkout-cart.handler';
import { CheckoutProductHandler } from './application/commands/checkout-product/checkout-product.handler';
import { OrderAttributionRegistry } from './application/ports/order-attribution.port';
import { IDEMPOTENCY_KEYS, ORDERS_REPOSITORY } from './application/ports/orders.port';
import { PAYMENT_GATEWAY } from './application/ports/payment-gateway.port';
import { GetOrderHandler } from './application/queries/get-order/get-order.handler';
import { ListOrdersHandler } from './application/queries/list-orders/list-orders.handler';
import { QuoteProductCheckoutHandler } from './application/queries/quote-product-checkout/quote-product-checkout.handler';
import { CheckoutController } from './adapters/http/checkout.controller';
import { OrdersController } from './adapters/http/orders.controller';
import { SandboxPaymentGateway } from './adapters/payments/sandbox-payment-gateway';
import { MikroOrmOrdersRepository } from './adapters/persistence/mikro-orm-orders.repository';
import { PostgresIdempotencyKeys } from './adapters/persistence/postgres-idempotency-keys';

@Module({
  imports: [CqrsModule, CartModule],
  controllers: [CheckoutController, OrdersController],
  providers: [
    { provide: ORDERS_REPOSITORY, useClass: MikroOrmOrdersRepository },
    { provide: IDEMPOTENCY_KEYS, useClass: PostgresIdempotencyKeys },
    // The sandbox until the alcohol-compliant provider's credentials exist; swapping it is this one line.
    { provide: PAYMENT_GATEWAY, useClass: SandboxPaymentGateway },
    OrderAttributionRegistry,
    CheckoutService,
    CheckoutProductHandler,
    CheckoutCartHandler,
    ListOrdersHandler,
    GetOrderHandler,
    QuoteProductCheckoutHandler,
  ],
  exports: [OrderAttributionRegistry, PAYMENT_GATEWAY],
})
export class OrderingModule {}
