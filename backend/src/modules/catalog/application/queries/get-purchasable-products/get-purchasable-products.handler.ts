import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { isUuid } from '../../../../../shared/domain/uuid';
import type { PurchasableProduct } from '../../catalog-views';
import { PRODUCT_ROW, toVariantViews } from '../catalog-rows';
import { GetPurchasableProductsQuery } from './get-purchasable-products.query';

const PURCHASABLE_PRODUCTS = sqlStatement(
  'catalog.purchasable-products',
  `select p.id, p.brand_id as "brandId", p.name, p.image, p.price_cents as "priceCents", p.variants, p.categories, p.markets,
     p.available, p.delivery_available as "deliveryAvailable", p.shipping_available as "shippingAvailable",
     p.pickup_available as "pickupAvailable", p.delivery_time as "deliveryTime", p.shipping_time as "shippingTime",
     p.delivery_fee_cents as "deliveryFeeCents", p.shipping_fee_cents as "shippingFeeCents",
     p.free_delivery_min_cents as "freeDeliveryMinCents", p.free_shipping_min_cents as "freeShippingMinCents"
   from products p where p.id = any($1::uuid[])`,
  PRODUCT_ROW.pick({
    id: true,
    brandId: true,
    name: true,
    image: true,
    priceCents: true,
    variants: true,
    categories: true,
    markets: true,
    available: true,
    deliveryAvailable: true,
    shippingAvailable: true,
    pickupAvailable: true,
    deliveryTime: true,
    shippingTime: true,
    deliveryFeeCents: true,
    shippingFeeCents: true,
    freeDeliveryMinCents: true,
    freeShippingMinCents: true,
  }) satisfies z.ZodType,
);

@QueryHandler(GetPurchasableProductsQuery)
export class GetPurchasableProductsHandler implements IQueryHandler<GetPurchasableProductsQuery, PurchasableProduct[]> {
  constructor(private readonly sql: Sql) {}

  async execute({ productIds }: GetPurchasableProductsQuery): Promise<PurchasableProduct[]> {
    // A malformed id cannot name a product; dropping it keeps PostgreSQL from refusing the whole list.
    const ids = [...new Set(productIds.filter(isUuid))];
    if (ids.length === 0) return [];
    const rows = await this.sql.rows(PURCHASABLE_PRODUCTS, [ids]);
    return rows.map((row) => ({ ...row, variants: toVariantViews(row.variants) }));
  }
}
