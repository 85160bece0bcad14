import type { ProductListCriteria } from '../../application/ports/catalog-read-model.port';

/**
 * The SQL of the product listing, as plain text and parameters. Kept apart from the adapter so the
 * catalog benchmark's bare node:http + pg baseline runs exactly the statements the API runs.
 */

/** Every column a product answer needs, camel-cased, with the brand's name from one join. */
export const PRODUCT_COLUMNS = `p.id, p.brand_id as "brandId", b.name as "brandName", p.name, p.description, p.ingredients,
  p.image, p.price_cents as "priceCents", p.abv, p.size, p.upc, p.product_link as "productLink", p.variants, p.tags,
  p.categories, p.markets, p.available, p.featured, p.delivery_available as "deliveryAvailable",
  p.shipping_available as "shippingAvailable", p.pickup_available as "pickupAvailable", p.delivery_time as "deliveryTime",
  p.shipping_time as "shippingTime", p.delivery_fee_cents as "deliveryFeeCents", p.shipping_fee_cents as "shippingFeeCents",
  p.free_delivery_min_cents as "freeDeliveryMinCents", p.free_shipping_min_cents as "freeShippingMinCents",
  p.created_at as "createdAt"`;

/** Newest first; the id breaks ties so that pages never overlap or skip. */
export const PRODUCT_ORDER = 'p.created_at desc, p.id desc';

export interface SqlStatement {
  text: string;
  values: unknown[];
}

/** The WHERE clause for the criteria; every condition is served by an index (see the search-index migration). */
export function productFilter(criteria: Omit<ProductListCriteria, 'limit' | 'offset'>): SqlStatement {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  if (criteria.category !== undefined) conditions.push(`p.categories @> array[${bind(criteria.category)}]::text[]`);
  if (criteria.brandId !== undefined) conditions.push(`p.brand_id = ${bind(criteria.brandId)}`);
  if (criteria.featured !== undefined) conditions.push(`p.featured = ${bind(criteria.featured)}`);
  if (criteria.searchPattern !== undefined) {
    const pattern = bind(criteria.searchPattern);
    conditions.push(
      `(lower(p.name) like ${pattern} or lower(p.description) like ${pattern}` +
        ` or p.brand_id = any(array(select id from brands where lower(name) like ${pattern})))`,
    );
  }
  return { text: conditions.length ? `where ${conditions.join(' and ')}` : '', values };
}

export function productPageStatement(criteria: ProductListCriteria): SqlStatement {
  const filter = productFilter(criteria);
  const values = [...filter.values, criteria.limit, criteria.offset];
  return {
    text: `select ${PRODUCT_COLUMNS} from products p join brands b on b.id = p.brand_id ${filter.text}
      order by ${PRODUCT_ORDER} limit $${values.length - 1} offset $${values.length}`,
    values,
  };
}

export function productCountStatement(criteria: Omit<ProductListCriteria, 'limit' | 'offset'>): SqlStatement {
  const filter = productFilter(criteria);
  return { text: `select count(*)::int as total from products p ${filter.text}`, values: filter.values };
}
