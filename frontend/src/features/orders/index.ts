export { loadOrder, loadOrders } from './api/orders';
export { OrderDetailPage } from './components/order-detail-page';
export { OrdersPage } from './components/orders-page';
