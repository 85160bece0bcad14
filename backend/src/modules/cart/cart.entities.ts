/** The tables cart maps, for the composition root's ORM set-up only (src/persistence-entities.ts). */
import { CartItemEntity } from './adapters/persistence/cart-item.entity';

export const CART_ENTITIES = [CartItemEntity];
