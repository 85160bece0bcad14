export { OrderEntity, OrderItemEntity } from './adapters/persistence/order.entity';
export type { DeliveryAddress } from './adapters/persistence/order.entity';
export { IdempotencyKeyEntity } from './adapters/persistence/idempotency-key.entity';
export * from './domain/order-status-values';
export { OrderingModule } from './ordering.module';
