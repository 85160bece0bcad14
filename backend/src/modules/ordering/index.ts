export * from './domain/order-status-values';
export type { OrderStatus } from './domain/order-status';
export { OrderingModule } from './ordering.module';

// Checkout (the order-flows module runs it): pricing, the orders and their payment, inside the flow's transaction.
export { OrderPlacement, ORDER_PLACED_MESSAGE, totalOf } from './application/order-placement';
export { planProductOrder } from './application/product-order';
export { planCartOrders } from './application/cart-order';
export { requestFingerprint } from './application/request-fingerprint';
export type { CardOnFile, CheckoutResult, IdempotencyRequest, PlannedOrder, ShippingInfo } from './application/checkout-model';
export type { NewOrder } from './application/ports/orders.port';
export { PaymentDeclinedError, CheckoutProductNotFoundError, EmptyCartError, OrderNotFoundError } from './domain/checkout.errors';
export { IdempotencyKeyReusedError } from './domain/checkout.errors';
export { OrderStatusTransitionError } from './domain/order-status';
export { QuoteProductCheckoutQuery } from './application/queries/quote-product-checkout/quote-product-checkout.query';
export { PAYMENT_GATEWAY } from './application/ports/payment-gateway.port';
export type { PaymentGateway } from './application/ports/payment-gateway.port';
export { SandboxPaymentGateway } from './adapters/payments/sandbox-payment-gateway';
export type { SandboxPaymentSession } from './adapters/payments/sandbox-payment-gateway';

// The admin Orders tab.
export { ListOrdersForAdminQuery } from './application/queries/list-orders-for-admin/list-orders-for-admin.query';
export type { AdminOrderRow } from './application/queries/list-orders-for-admin/list-orders-for-admin.query';
// Order status changes (admin: POST /api/admin/orders/{id}/status, run by the order-flows module).
export { OrderStatusChanges } from './application/order-status-changes';
export { OrderStatusChanged, ADMIN_ORDER_STATUS_TARGETS } from './domain/order-status-changed';
export type { AdminOrderStatusTarget } from './domain/order-status-changed';
export { GetOrderStatusQuery } from './application/queries/get-order-status/get-order-status.query';
export { GetOrderForShopperNoticeQuery } from './application/queries/get-order-for-shopper-notice/get-order-for-shopper-notice.query';
// Brand tools: revenue and orders of a brand's products.
export { GetProductSalesQuery } from './application/queries/get-product-sales/get-product-sales.query';
export type { ProductSales } from './application/queries/get-product-sales/get-product-sales.query';
export { GetProductSalesBreakdownQuery } from './application/queries/get-product-sales-breakdown/get-product-sales-breakdown.query';
export type { ProductSalesBreakdown } from './application/queries/get-product-sales-breakdown/get-product-sales-breakdown.query';
