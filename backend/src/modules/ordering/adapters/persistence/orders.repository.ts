import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { FulfillmentType } from '../../../catalog';
import { orderNumberOf, type OrderToNumber } from '../../domain/order-number';
import type { OrderStatus } from '../../domain/order-status';
import type { ShippingInfo } from '../../application/checkout-model';
import type { NewOrder, OrderItemView, OrdersRepository, OrderView } from '../../application/ports/orders.port';

interface OrderRow {
  id: string;
  status: OrderStatus;
  fulfillment_type: FulfillmentType;
  subtotal_cents: number;
  delivery_fee_cents: number;
  tax_cents: number;
  total_cents: number;
  /** timestamptz columns come back from raw SQL as text. */
  estimated_delivery: string | null;
  delivery_address: ShippingInfo | null;
  payment_intent_id: string | null;
  creator_id: string | null;
  created_at: string;
}

interface OrderItemRow {
  id: string;
  order_id: string;
  product_id: string;
  product_name: string;
  image: string | null;
  quantity: number;
  price_cents: number;
}

const ORDER_COLUMNS = `o.id, o.status, o.fulfillment_type, o.subtotal_cents, o.delivery_fee_cents, o.tax_cents, o.total_cents,
  o.estimated_delivery, o.delivery_address, o.payment_intent_id, o.creator_id, o.created_at`;

@Injectable()
export class PostgresOrdersRepository implements OrdersRepository {
  constructor(private readonly em: EntityManager) {}

  async insertOrder(transaction: TransactionContext, order: NewOrder): Promise<void> {
    const tx = entityManagerOf(transaction);
    const totalCents = order.subtotalCents + order.feeCents + order.taxCents;
    await tx.execute(
      `insert into orders (id, user_id, creator_id, status, fulfillment_type, subtotal_cents, delivery_fee_cents, tax_cents, total_cents,
                           estimated_delivery, delivery_address, created_at, updated_at)
       values (?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?::jsonb, clock_timestamp(), clock_timestamp())`,
      [order.id, order.shopperId, order.creatorId, order.fulfillmentType, order.subtotalCents, order.feeCents, order.taxCents, totalCents, order.estimatedDelivery.toISOString(), JSON.stringify(order.deliveryAddress)],
    );
    for (const item of order.items) {
      await tx.execute(
        `insert into order_items (id, order_id, product_id, product_name, quantity, price_cents, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, clock_timestamp(), clock_timestamp())`,
        [item.id, order.id, item.productId, item.productName, item.quantity, item.unitPriceCents],
      );
    }
  }

  async recordPayment(transaction: TransactionContext, orderIds: readonly string[], paymentSessionId: string, status: OrderStatus): Promise<number> {
    const tx = entityManagerOf(transaction);
    if (orderIds.length === 0) return 0;
    const rows = await tx.execute<{ id: string }[]>(
      `update orders set status = ?, payment_intent_id = ?, updated_at = clock_timestamp()
        where status = 'pending' and id in (${orderIds.map(() => '?').join(', ')}) returning id`,
      [status, paymentSessionId, ...orderIds],
    );
    return rows.length;
  }

  async listForShopper(shopperId: string, limit: number): Promise<OrderView[]> {
    const orders = await this.em.execute<OrderRow[]>(
      `select ${ORDER_COLUMNS} from orders o where o.user_id = ? order by o.created_at desc, o.id desc limit ?`,
      [shopperId, limit],
    );
    return this.withItems(orders);
  }

  async findForShopper(shopperId: string, orderId: string): Promise<OrderView | null> {
    const orders = await this.em.execute<OrderRow[]>(`select ${ORDER_COLUMNS} from orders o where o.user_id = ? and o.id = ?`, [shopperId, orderId]);
    const [order] = await this.withItems(orders);
    return order ?? null;
  }

  /** Lines keep their own name and price; the picture is the catalog's current one (catalog_products_v), when it still has the product. */
  private async withItems(orders: OrderRow[]): Promise<OrderView[]> {
    if (orders.length === 0) return [];
    const items = await this.em.execute<OrderItemRow[]>(
      `select i.id, i.order_id, i.product_id, i.product_name, p.image, i.quantity, i.price_cents
         from order_items i left join catalog_products_v p on p.id = i.product_id
        where i.order_id in (${orders.map(() => '?').join(', ')})
        order by i.created_at, i.id`,
      orders.map((order) => order.id),
    );
    const sessions = [...new Set(orders.flatMap((order) => (order.payment_intent_id === null ? [] : [order.payment_intent_id])))];
    const paidTogether = new Map<string, OrderToNumber[]>();
    if (sessions.length > 0) {
      const siblings = await this.em.execute<{ id: string; fulfillment_type: FulfillmentType; payment_intent_id: string }[]>(
        `select id, fulfillment_type, payment_intent_id from orders where payment_intent_id in (${sessions.map(() => '?').join(', ')})`,
        sessions,
      );
      for (const sibling of siblings) {
        paidTogether.set(sibling.payment_intent_id, [...(paidTogether.get(sibling.payment_intent_id) ?? []), { id: sibling.id, fulfillmentType: sibling.fulfillment_type }]);
      }
    }
    const itemsByOrder = new Map<string, OrderItemView[]>();
    for (const item of items) {
      const list = itemsByOrder.get(item.order_id) ?? [];
      list.push({ id: item.id, productId: item.product_id, productName: item.product_name, image: item.image, quantity: item.quantity, priceCents: item.price_cents });
      itemsByOrder.set(item.order_id, list);
    }
    return orders.map((order) => ({
      id: order.id,
      status: order.status,
      fulfillmentType: order.fulfillment_type,
      subtotalCents: order.subtotal_cents,
      deliveryFeeCents: order.delivery_fee_cents,
      taxCents: order.tax_cents,
      totalCents: order.total_cents,
      estimatedDelivery: order.estimated_delivery === null ? null : new Date(order.estimated_delivery),
      deliveryAddress: order.delivery_address,
      paymentIntentId: order.payment_intent_id,
      orderNumber: orderNumberOf(order.payment_intent_id, { id: order.id, fulfillmentType: order.fulfillment_type }, paidTogether.get(order.payment_intent_id ?? '') ?? []),
      creatorId: order.creator_id,
      createdAt: new Date(order.created_at),
      items: itemsByOrder.get(order.id) ?? [],
    }));
  }
}
