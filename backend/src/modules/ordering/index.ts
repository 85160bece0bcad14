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
export { IdempotencyKeyReusedError, LARGE_REFUND_CENTS, LargeRefundNeedsConfirmationError } from './domain/checkout.errors';
export { OrderStatusTransitionError } from './domain/order-status';
export { QuoteProductCheckoutQuery } from './application/queries/quote-product-checkout/quote-product-checkout.query';
export { PAYMENT_GATEWAY } from './application/ports/payment-gateway.port';
export type { AuthorizationOutcome, AuthorizationRequest, PaymentGateway, PaymentOperation } from './application/ports/payment-gateway.port';
export { checkoutAuthorizationKey } from './application/checkout-payment-key';
export { SandboxPaymentGateway } from './adapters/payments/sandbox-payment-gateway';

// The admin Orders tab.
export { ListOrdersForAdminQuery } from './application/queries/list-orders-for-admin/list-orders-for-admin.query';
export type { AdminOrderRow } from './application/queries/list-orders-for-admin/list-orders-for-admin.query';
// Order status changes (the fulfilment flows and the admin's POST /api/admin/orders/{id}/status, in order-flows).
export { OrderStatusChanged, ADMIN_ORDER_STATUS_TARGETS } from './domain/order-status-changed';
export type { AdminOrderStatusTarget } from './domain/order-status-changed';
export { GetOrderStatusQuery } from './application/queries/get-order-status/get-order-status.query';
export { GetOrderForShopperNoticeQuery } from './application/queries/get-order-for-shopper-notice/get-order-for-shopper-notice.query';
// Brand tools: revenue and orders of a brand's products.
export { GetProductSalesQuery } from './application/queries/get-product-sales/get-product-sales.query';
export type { ProductSales } from './application/queries/get-product-sales/get-product-sales.query';
export { GetProductSalesBreakdownQuery } from './application/queries/get-product-sales-breakdown/get-product-sales-breakdown.query';
export type { ProductSalesBreakdown } from './application/queries/get-product-sales-breakdown/get-product-sales-breakdown.query';

// Fulfilment (the order-flows module runs it): shipments, their tables, the handoff rule, the payment steps' keys.
export { ShipmentMoves, ShipmentMoved } from './application/shipment-moves';
export type { ShipmentActor } from './application/shipment-moves';
export type { LockedShipment } from './application/ports/shipment-store.port';
export * from './domain/shipment-status-values';
export { ShipmentTransitionError, ShipmentFulfillmentMismatchError, SHIPMENT_STATUS_TABLE, hasLeft } from './domain/shipment-status';
export { ORDER_STATUS_TABLE } from './domain/order-status';
export { checkHandoff, calendarDayOf, dayAtShipTo, DeliveryRefusedError } from './domain/delivery-handoff';
export type { HandoffId, HandoffOutcome } from './domain/delivery-handoff';
export { normalizeTrackingNumber, TrackingNumberInvalidError } from './domain/tracking-number';
export { paymentStepKey } from './domain/shipment-plan';
export { ShipmentNotFoundError, OrderAlreadyShippedError, OrderFulfilledByShipmentsError, PaymentOperationRefusedError } from './domain/fulfilment.errors';
export { ListBrandShipmentsQuery } from './application/queries/list-brand-shipments/list-brand-shipments.query';
export type { BrandShipmentPage, BrandShipmentRow } from './application/queries/list-brand-shipments/list-brand-shipments.query';
export { GetShipmentHistoryQuery } from './application/queries/get-shipment-history/get-shipment-history.query';
export type { ShipmentView, ShipmentTimelineStep } from './application/queries/shipment-views';
// The profile's Activity tab (composed by accounts).
export { ListOrderActivityQuery } from './application/queries/list-order-activity/list-order-activity.query';
