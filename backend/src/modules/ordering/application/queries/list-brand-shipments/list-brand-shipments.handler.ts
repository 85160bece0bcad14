import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { FULFILLMENT_TYPES } from '../../../../catalog';
import { orderNumberOf } from '../../../domain/order-number';
import type { ShippingInfo } from '../../checkout-model';
import { PAID_TOGETHER } from '../order-views';
import { SHIPMENT_COLUMNS, SHIPMENT_ROW, shipmentViewsOf } from '../shipment-views';
import { BrandShipmentPage, ListBrandShipmentsQuery } from './list-brand-shipments.query';

const BRAND_SHIPMENTS = sqlStatement(
  'ordering.brand-shipments',
  `select ${SHIPMENT_COLUMNS}, o.delivery_address, o.payment_intent_id, o.fulfillment_type as order_fulfillment_type, count(*) over () as total
     from shipments s
     join orders o on o.id = s.order_id
     left join catalog_brands_v b on b.id = s.brand_id
    where ($1::uuid is null or s.brand_id = $1) and ($2::text is null or s.status = $2) and o.status <> 'pending'
    order by s.created_at desc, s.id desc
    limit $3 offset $4`,
  SHIPMENT_ROW.extend({
    delivery_address: z.looseObject({ firstName: z.string(), lastName: z.string() }).nullable(),
    payment_intent_id: z.string().nullable(),
    order_fulfillment_type: z.enum(FULFILLMENT_TYPES),
    total: z.coerce.number(),
  }),
);

const SHIPMENT_LINES = sqlStatement(
  'ordering.shipment-lines',
  'select id, shipment_id, product_id, product_name, quantity, price_cents from order_items where shipment_id = any($1::uuid[]) order by created_at, id',
  z.object({ id: z.string(), shipment_id: z.string(), product_id: z.string(), product_name: z.string(), quantity: z.number(), price_cents: z.number() }),
);

@QueryHandler(ListBrandShipmentsQuery)
export class ListBrandShipmentsHandler implements IQueryHandler<ListBrandShipmentsQuery, BrandShipmentPage> {
  constructor(private readonly sql: Sql) {}

  async execute({ brandId, status, page, pageSize }: ListBrandShipmentsQuery): Promise<BrandShipmentPage> {
    const rows = await this.sql.rows(BRAND_SHIPMENTS, [brandId, status, pageSize, (page - 1) * pageSize]);
    const views = await shipmentViewsOf(this.sql, rows);
    const lines = rows.length === 0 ? [] : await this.sql.rows(SHIPMENT_LINES, [rows.map((row) => row.id)]);
    const sessions = [...new Set(rows.flatMap((row) => (row.payment_intent_id ? [row.payment_intent_id] : [])))];
    const siblings = sessions.length === 0 ? [] : await this.sql.rows(PAID_TOGETHER, [sessions]);
    return {
      items: views.map((view, index) => {
        const row = rows[index];
        const address = row.delivery_address as ShippingInfo | null;
        return {
          ...view,
          orderNumber: orderNumberOf(
            row.payment_intent_id,
            { id: row.order_id, fulfillmentType: row.order_fulfillment_type },
            siblings.filter((sibling) => sibling.payment_intent_id === row.payment_intent_id).map((sibling) => ({ id: sibling.id, fulfillmentType: sibling.fulfillment_type })),
          ),
          shopperName: address ? `${address.firstName} ${address.lastName}` : '',
          shipTo: address,
          lines: lines
            .filter((line) => line.shipment_id === view.id)
            .map((line) => ({ orderItemId: line.id, productId: line.product_id, productName: line.product_name, quantity: line.quantity, priceCents: line.price_cents })),
        };
      }),
      total: rows[0]?.total ?? 0,
      page,
      pageSize,
    };
  }
}
