export * from './domain/order-status-values';
export { OrderingModule } from './ordering.module';

// Attribution of orders to creators: the commissions module registers its policy here.
export { OrderAttributionRegistry } from './application/ports/order-attribution.port';
export type { OrderAttributionPolicy, OrderReferral, PlacedOrderForAttribution, PlacedOrderLine } from './application/ports/order-attribution.port';
export { PAYMENT_GATEWAY } from './application/ports/payment-gateway.port';
export type { PaymentGateway } from './application/ports/payment-gateway.port';
export { SandboxPaymentGateway } from './adapters/payments/sandbox-payment-gateway';
export type { SandboxPaymentSession } from './adapters/payments/sandbox-payment-gateway';

// The admin Orders tab.
export { ListOrdersForAdminQuery } from './application/queries/list-orders-for-admin/list-orders-for-admin.query';
export type { AdminOrderRow } from './application/queries/list-orders-for-admin/list-orders-for-admin.query';
// Order status changes (admin: POST /api/admin/orders/{id}/status). Subscribe to follow them inside the changing transaction.
export { OrderStatusChanged, ADMIN_ORDER_STATUS_TARGETS } from './domain/order-status-changed';
export type { AdminOrderStatusTarget } from './domain/order-status-changed';
export { OrderStatusChangeSubscribers } from './application/ports/order-status.port';
export type { OrderStatusChangeSubscriber } from './application/ports/order-status.port';
export { ChangeOrderStatusCommand } from './application/commands/change-order-status/change-order-status.command';
export { GetOrderStatusQuery } from './application/queries/get-order-status/get-order-status.query';
// Brand tools (issue 13): revenue and orders of a brand's products.
export { GetProductSalesQuery } from './application/queries/get-product-sales/get-product-sales.query';
export type { ProductSales } from './application/queries/get-product-sales/get-product-sales.query';
export { GetProductSalesBreakdownQuery } from './application/queries/get-product-sales-breakdown/get-product-sales-breakdown.query';
export type { ProductSalesBreakdown } from './application/queries/get-product-sales-breakdown/get-product-sales-breakdown.query';
