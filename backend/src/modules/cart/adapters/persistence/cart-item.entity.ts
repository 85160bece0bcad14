import { Check, Entity, Enum, Index, Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { FULFILLMENT_TYPES, FulfillmentType } from '../../../catalog';

/**
 * One line per product and fulfillment type: adding again raises the quantity. The line keeps the
 * product's id only: the cart always shows today's price, read through catalog_products_v.
 */
@Entity({ tableName: 'cart_items' })
@Unique({ name: 'cart_items_user_product_fulfillment_unique', properties: ['userId', 'productId', 'fulfillmentType'] })
@Check({ name: 'cart_items_quantity_range', expression: 'quantity >= 1 and quantity <= 99' })
export class CartItemEntity extends BaseEntity {
  @Property({ type: 'uuid' })
  @Index()
  userId!: string;

  @Property({ type: 'uuid' })
  productId!: string;

  @Property({ type: 'integer', default: 1 })
  quantity: number & Opt = 1;

  @Enum({ items: () => [...FULFILLMENT_TYPES], type: 'string' })
  fulfillmentType!: FulfillmentType;
}
