export { loadOrders, refreshOrders } from './api/orders';
export { OrderHistory } from './components/order-history';
export { orderNumberFromSession } from './lib/order-number';
