/** The tables ordering maps, for the composition root's ORM set-up only (src/persistence-entities.ts). */
import { IdempotencyKeyEntity } from './adapters/persistence/idempotency-key.entity';
import { OrderEntity, OrderItemEntity } from './adapters/persistence/order.entity';

export const ORDERING_ENTITIES = [OrderEntity, OrderItemEntity, IdempotencyKeyEntity];
