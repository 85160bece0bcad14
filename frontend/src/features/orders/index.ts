export { ordersQueryKey, refreshOrders, useOrders } from './api/orders';
export { OrderHistory } from './components/order-history';
export { FALLBACK_ORDER_NUMBER, orderNumberFromSession } from './lib/order-number';
