import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { productAvailability } from '../../../domain/product-availability';
import { PRODUCT_ORDER } from '../list-products/product-listing.sql';
import { ListProductRowsQuery, ProductRowPage } from './list-product-rows.query';

const PRODUCT_ROWS = sqlStatement(
  'catalog.product-table',
  `select p.id, p.name, b.name as "brandName", p.categories[1] as "firstCategory", p.price_cents as "priceCents",
          p.available, p.delivery_available as "deliveryAvailable", p.shipping_available as "shippingAvailable", p.created_at as "createdAt"
     from products p join brands b on b.id = p.brand_id
    order by ${PRODUCT_ORDER}
    limit $1 offset $2`,
  z.object({
    id: z.string(),
    name: z.string(),
    brandName: z.string(),
    firstCategory: z.string().nullable(),
    priceCents: z.number(),
    available: z.boolean(),
    deliveryAvailable: z.boolean(),
    shippingAvailable: z.boolean(),
    createdAt: z.date(),
  }),
);

const PRODUCT_COUNT = sqlStatement('catalog.product-count', 'select count(*)::int as total from products', z.object({ total: z.number() }));

@QueryHandler(ListProductRowsQuery)
export class ListProductRowsHandler implements IQueryHandler<ListProductRowsQuery, ProductRowPage> {
  constructor(private readonly sql: Sql) {}

  async execute({ offset, limit }: ListProductRowsQuery): Promise<ProductRowPage> {
    const [rows, { total }] = await Promise.all([this.sql.rows(PRODUCT_ROWS, [limit, offset]), this.sql.one(PRODUCT_COUNT)]);
    const items = rows.map(({ available, shippingAvailable, ...row }) => ({ ...row, availability: productAvailability({ available, deliveryAvailable: row.deliveryAvailable, shippingAvailable }) }));
    return { items, total };
  }
}
