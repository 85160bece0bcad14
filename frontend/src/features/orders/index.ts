export { loadOrders } from './api/orders';
export { OrderHistory } from './components/order-history';
