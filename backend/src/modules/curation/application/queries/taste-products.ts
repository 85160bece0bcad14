import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../shared/application/sql';
import type { TasteProduct } from '../../domain/taste-profile';

/** A product as the taste profile reads it, with what the delivery-area rules need. */
export interface TasteCandidate extends TasteProduct {
  image: string | null;
  available: boolean;
  deliveryAvailable: boolean;
  shippingAvailable: boolean;
  markets: string[] | null;
}

const TASTE_PRODUCT_ROW = z.object({
  id: z.string(),
  name: z.string(),
  brand_id: z.string(),
  brand_name: z.string().nullable(),
  price_cents: z.coerce.number(),
  abv: z.string().nullable(),
  categories: z.array(z.string()).nullable(),
  tags: z.array(z.string()).nullable(),
  image: z.string().nullable(),
  available: z.boolean(),
  delivery_available: z.boolean(),
  shipping_available: z.boolean(),
  markets: z.array(z.string()).nullable(),
});

/** Favorites are curation's; products and brands come through the catalog's public views. */
const COLUMNS = `p.id, p.name, p.brand_id, b.name as brand_name, p.price_cents, p.abv, p.categories, p.tags, p.image,
  p.available, p.delivery_available, p.shipping_available, p.markets`;

const HEARTED_PRODUCTS = sqlStatement(
  'curation.hearted-products',
  `select ${COLUMNS} from favorites f join catalog_products_v p on p.id = f.product_id left join catalog_brands_v b on b.id = p.brand_id
    where f.user_id = $1 order by f.created_at desc, f.id`,
  TASTE_PRODUCT_ROW,
  { prepared: true },
);

/** Available, not hearted, sharing a category ($2), brand ($3) or tag ($4) with the hearted ones; at most $5. */
export const TASTE_CANDIDATES = sqlStatement(
  'curation.taste-candidates',
  `select ${COLUMNS} from catalog_products_v p left join catalog_brands_v b on b.id = p.brand_id
    where p.available
      and not exists (select 1 from favorites f where f.user_id = $1 and f.product_id = p.id)
      and (p.categories && $2::text[] or p.brand_id = any($3::uuid[]) or p.tags && $4::text[])
    order by p.created_at desc, p.id
    limit $5`,
  TASTE_PRODUCT_ROW,
  { prepared: true },
);

export function toTasteCandidate(row: z.output<typeof TASTE_PRODUCT_ROW>): TasteCandidate {
  return {
    id: row.id,
    name: row.name,
    brandId: row.brand_id,
    brandName: row.brand_name ?? '',
    priceCents: row.price_cents,
    abv: row.abv,
    categories: row.categories ?? [],
    tags: row.tags ?? [],
    image: row.image,
    available: row.available,
    deliveryAvailable: row.delivery_available,
    shippingAvailable: row.shipping_available,
    markets: row.markets,
  };
}

/** The shopper's hearted products, newest heart first: what both taste reads start from. */
export async function heartedProducts(sql: Sql, userId: string): Promise<TasteCandidate[]> {
  return (await sql.rows(HEARTED_PRODUCTS, [userId])).map(toTasteCandidate);
}
