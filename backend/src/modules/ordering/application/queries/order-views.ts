import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../shared/application/sql';
import { FULFILLMENT_TYPES } from '../../../catalog';
import { orderNumberOf, type OrderToNumber } from '../../domain/order-number';
import { ORDER_STATUSES } from '../../domain/order-status';
import type { ShippingInfo } from '../checkout-model';
import type { OrderItemView, OrderView } from '../ports/orders.port';
import { shipmentsOfOrders } from './shipment-views';

/** As checkout stored it; any further key is kept, as the column holds it. */
const SHIPPING_INFO: z.ZodType<ShippingInfo> = z.looseObject({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

const ORDER_ROW = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  fulfillment_type: z.enum(FULFILLMENT_TYPES),
  subtotal_cents: z.number(),
  delivery_fee_cents: z.number(),
  tax_cents: z.number(),
  total_cents: z.number(),
  estimated_delivery: z.date().nullable(),
  delivery_address: SHIPPING_INFO.nullable(),
  payment_intent_id: z.string().nullable(),
  creator_id: z.string().nullable(),
  created_at: z.date(),
});
type OrderRow = z.output<typeof ORDER_ROW>;

const ORDER_COLUMNS = `o.id, o.status, o.fulfillment_type, o.subtotal_cents, o.delivery_fee_cents, o.tax_cents, o.total_cents,
  o.estimated_delivery, o.delivery_address, o.payment_intent_id, o.creator_id, o.created_at`;

export const SHOPPER_ORDERS = sqlStatement(
  'ordering.shopper-orders',
  `select ${ORDER_COLUMNS} from orders o where o.user_id = $1 order by o.created_at desc, o.id desc limit $2`,
  ORDER_ROW,
);

/** `$1` an order, with whose it is (for telling its shopper about it). */
export const ORDER_WITH_SHOPPER = sqlStatement('ordering.order-with-shopper', `select ${ORDER_COLUMNS}, o.user_id from orders o where o.id = $1`, ORDER_ROW.extend({ user_id: z.string() }));

export const SHOPPER_ORDER = sqlStatement('ordering.shopper-order', `select ${ORDER_COLUMNS} from orders o where o.user_id = $1 and o.id = $2`, ORDER_ROW);

/** Lines keep their own name and price; the picture is the catalog's current one (catalog_products_v), when it still has the product. */
const ORDER_ITEMS = sqlStatement(
  'ordering.order-items',
  `select i.id, i.order_id, i.product_id, i.product_name, p.image, i.quantity, i.price_cents
     from order_items i left join catalog_products_v p on p.id = i.product_id
    where i.order_id = any($1::uuid[])
    order by i.created_at, i.id`,
  z.object({
    id: z.string(),
    order_id: z.string(),
    product_id: z.string(),
    product_name: z.string(),
    image: z.string().nullable(),
    quantity: z.number(),
    price_cents: z.number(),
  }),
);

/** The orders one payment session paid for (order numbers are counted within a session). */
export const PAID_TOGETHER = sqlStatement(
  'ordering.orders-paid-together',
  'select id, fulfillment_type, payment_intent_id from orders where payment_intent_id = any($1::text[])',
  z.object({ id: z.string(), fulfillment_type: z.enum(FULFILLMENT_TYPES), payment_intent_id: z.string() }),
);

/** The orders as their shopper sees them: with their lines and the number each carries within its payment. */
export async function orderViews(sql: Sql, orders: OrderRow[]): Promise<OrderView[]> {
  if (orders.length === 0) return [];
  const items = await sql.rows(ORDER_ITEMS, [orders.map((order) => order.id)]);
  const shipments = await shipmentsOfOrders(sql, orders.map((order) => order.id));
  const sessions = [...new Set(orders.flatMap((order) => (order.payment_intent_id === null ? [] : [order.payment_intent_id])))];
  const paidTogether = new Map<string, OrderToNumber[]>();
  if (sessions.length > 0) {
    for (const sibling of await sql.rows(PAID_TOGETHER, [sessions])) {
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
    estimatedDelivery: order.estimated_delivery,
    deliveryAddress: order.delivery_address,
    paymentIntentId: order.payment_intent_id,
    orderNumber: orderNumberOf(order.payment_intent_id, { id: order.id, fulfillmentType: order.fulfillment_type }, paidTogether.get(order.payment_intent_id ?? '') ?? []),
    creatorId: order.creator_id,
    createdAt: order.created_at,
    items: itemsByOrder.get(order.id) ?? [],
    shipments: shipments.filter((shipment) => shipment.orderId === order.id),
  }));
}
