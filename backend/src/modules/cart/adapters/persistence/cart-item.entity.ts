import { Check, Entity, Enum, Index, ManyToOne, Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { ProductEntity } from '../../../catalog';
import { UserEntity } from '../../../identity';
import { FULFILLMENT_TYPES, FulfillmentType } from '../../domain/fulfillment-type';

/** One line per product and fulfillment type: adding again raises the quantity. */
@Entity({ tableName: 'cart_items' })
@Unique({ name: 'cart_items_user_product_fulfillment_unique', properties: ['user', 'product', 'fulfillmentType'] })
@Check({ name: 'cart_items_quantity_range', expression: 'quantity >= 1 and quantity <= 99' })
export class CartItemEntity extends BaseEntity {
  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  @Index()
  user!: UserEntity;

  @ManyToOne(() => ProductEntity, { deleteRule: 'cascade' })
  product!: ProductEntity;

  @Property({ type: 'integer', default: 1 })
  quantity: number & Opt = 1;

  @Enum({ items: () => [...FULFILLMENT_TYPES], type: 'string' })
  fulfillmentType!: FulfillmentType;
}
