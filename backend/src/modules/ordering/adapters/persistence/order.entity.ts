import { Check, Entity, Enum, Index, ManyToOne, OneToMany, Collection, Opt, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { cents, jsonb } from '../../../../shared/infrastructure/database/column-types';
import { FULFILLMENT_TYPES, FulfillmentType } from '../../../catalog';
import type { ShippingInfo } from '../../application/checkout-model';
import { ORDER_STATUSES, OrderStatusValue } from '../../domain/order-status-values';

/** The checkout's shipping info, kept on the order as it was given. */
export type DeliveryAddress = ShippingInfo;

@Entity({ tableName: 'orders' })
@Index({ name: 'orders_user_created_at_index', properties: ['userId', 'createdAt'] })
@Check({ name: 'orders_money_non_negative', expression: 'subtotal_cents >= 0 and delivery_fee_cents >= 0 and tax_cents >= 0 and total_cents >= 0' })
export class OrderEntity extends BaseEntity {
  /** The shopper (identity's user id). */
  @Property({ type: 'uuid' })
  userId!: string;

  /** The creator page (curation) the purchase is credited to, if any. */
  @Property({ type: 'uuid', nullable: true })
  creatorId?: string | null;

  @Enum({ items: () => [...ORDER_STATUSES], type: 'string', default: 'pending' })
  status: OrderStatusValue & Opt = 'pending';

  @Enum({ items: () => [...FULFILLMENT_TYPES], type: 'string' })
  fulfillmentType!: FulfillmentType;

  @Property(cents())
  subtotalCents!: number;

  /** The delivery or shipping fee of this order's fulfillment group. */
  @Property(cents(0))
  deliveryFeeCents: number & Opt = 0;

  @Property(cents())
  taxCents!: number;

  @Property(cents())
  totalCents!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  estimatedDelivery?: Date | null;

  @Property({ ...jsonb, nullable: true })
  deliveryAddress?: DeliveryAddress | null;

  /** The payment session; several orders of one cart checkout share it. */
  @Property({ type: 'string', length: 100, nullable: true })
  @Index()
  paymentIntentId?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  trackingNumber?: string | null;

  @OneToMany(() => OrderItemEntity, (item) => item.order)
  items = new Collection<OrderItemEntity>(this);
}

@Entity({ tableName: 'order_items' })
@Check({ name: 'order_items_quantity_positive', expression: 'quantity >= 1' })
@Check({ name: 'order_items_price_non_negative', expression: 'price_cents >= 0' })
export class OrderItemEntity extends BaseEntity {
  @ManyToOne(() => OrderEntity, { deleteRule: 'cascade' })
  @Index()
  order!: OrderEntity;

  /** The catalog product; the line keeps its own snapshot of name and price. */
  @Property({ type: 'uuid' })
  productId!: string;

  /** Snapshot of the name at purchase, so history survives catalog edits. */
  @Property({ type: 'string', length: 200 })
  productName!: string;

  @Property({ type: 'integer', default: 1 })
  quantity: number & Opt = 1;

  /** Unit price at purchase. */
  @Property(cents())
  priceCents!: number;

  @Property({ type: 'string', length: 50, nullable: true })
  variantSize?: string | null;
}
