import { z } from 'zod';
import { sqlStatement } from '../../../../shared/application/sql';
import { FULFILLMENT_TYPES } from '../../../catalog';
import type { CartLineView } from '../ports/cart-repository.port';

/**
 * Lines with their product's current prices (read through the catalog's public view
 * catalog_products_v), oldest first; `clock_timestamp()` on insert keeps that order exact.
 */
const SELECT_LINES = `
  select ci.id, ci.product_id, ci.fulfillment_type, ci.quantity, ci.created_at,
         p.name, p.price_cents, p.image, p.delivery_fee_cents, p.free_delivery_min_cents,
         p.shipping_fee_cents, p.free_shipping_min_cents, p.available, p.delivery_available, p.shipping_available, p.markets, p.categories
    from cart_items ci
    join catalog_products_v p on p.id = ci.product_id`;

const CART_LINE_ROW = z
  .object({
    id: z.string(),
    product_id: z.string(),
    fulfillment_type: z.enum(FULFILLMENT_TYPES),
    quantity: z.number(),
    created_at: z.date(),
    name: z.string(),
    price_cents: z.number(),
    image: z.string().nullable(),
    delivery_fee_cents: z.number(),
    free_delivery_min_cents: z.number(),
    shipping_fee_cents: z.number(),
    free_shipping_min_cents: z.number(),
    available: z.boolean(),
    delivery_available: z.boolean(),
    shipping_available: z.boolean(),
    markets: z.array(z.string()),
    categories: z.array(z.string()),
  })
  .transform(
    (row): CartLineView => ({
      id: row.id,
      productId: row.product_id,
      fulfillmentType: row.fulfillment_type,
      quantity: row.quantity,
      createdAt: row.created_at,
      product: {
        name: row.name,
        priceCents: row.price_cents,
        image: row.image,
        deliveryFeeCents: row.delivery_fee_cents,
        freeDeliveryMinCents: row.free_delivery_min_cents,
        shippingFeeCents: row.shipping_fee_cents,
        freeShippingMinCents: row.free_shipping_min_cents,
        available: row.available,
        deliveryAvailable: row.delivery_available,
        shippingAvailable: row.shipping_available,
        markets: row.markets,
        categories: row.categories,
      },
    }),
  );

/** `$1` the shopper. */
export const CART_LINES = sqlStatement('cart.lines', `${SELECT_LINES} where ci.user_id = $1 order by ci.created_at, ci.id`, CART_LINE_ROW);

/** `$1` the shopper, `$2` the line: another shopper's line is no row. */
export const CART_LINE = sqlStatement('cart.line', `${SELECT_LINES} where ci.user_id = $1 and ci.id = $2`, CART_LINE_ROW);

/** The shopper's lines locked until the checkout's transaction ends. */
export const CART_LINES_FOR_CHECKOUT = sqlStatement(
  'cart.lines-for-checkout',
  `${SELECT_LINES} where ci.user_id = $1 order by ci.created_at, ci.id for update of ci`,
  CART_LINE_ROW,
);
