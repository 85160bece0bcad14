export { loadOrders } from './api/orders';
export { OrdersPage } from './components/orders-page';
