import { z } from 'zod';
import { sqlStatement } from '../../../../shared/application/sql';
import type { FavoriteBrandView, FavoriteProductView } from '../ports/favorites.port';

/** Favorites are curation's; the products and brands they name are read through the catalog's public views. */
const SELECT_FAVORITE_PRODUCTS = `
  select p.id as product_id, p.name, p.price_cents, p.categories, p.image, p.available, p.delivery_available, p.shipping_available,
         f.created_at as favorited_at
    from favorites f join catalog_products_v p on p.id = f.product_id`;

const SELECT_FAVORITE_BRANDS = `
  select b.id as brand_id, b.name, b.logo, b.blurb, f.created_at as favorited_at
    from brand_favorites f join catalog_brands_v b on b.id = f.brand_id`;

const FAVORITE_PRODUCT_ROW = z
  .object({
    product_id: z.string(),
    name: z.string(),
    price_cents: z.number(),
    categories: z.array(z.string()),
    image: z.string().nullable(),
    available: z.boolean(),
    delivery_available: z.boolean(),
    shipping_available: z.boolean(),
    favorited_at: z.date(),
  })
  .transform(
    (row): FavoriteProductView => ({
      productId: row.product_id,
      name: row.name,
      priceCents: row.price_cents,
      categories: row.categories,
      image: row.image,
      available: row.available,
      deliveryAvailable: row.delivery_available,
      shippingAvailable: row.shipping_available,
      favoritedAt: row.favorited_at,
    }),
  );

const FAVORITE_BRAND_ROW = z
  .object({ brand_id: z.string(), name: z.string(), logo: z.string().nullable(), blurb: z.string().nullable(), favorited_at: z.date() })
  .transform((row): FavoriteBrandView => ({ brandId: row.brand_id, name: row.name, logo: row.logo, blurb: row.blurb, favoritedAt: row.favorited_at }));

/** `$1` the shopper; newest favorite first. */
export const FAVORITE_PRODUCTS = sqlStatement('curation.favorite-products', `${SELECT_FAVORITE_PRODUCTS} where f.user_id = $1 order by f.created_at desc, f.id`, FAVORITE_PRODUCT_ROW);

/** `$1` the shopper, `$2` the product. */
export const FAVORITE_PRODUCT = sqlStatement('curation.favorite-product', `${SELECT_FAVORITE_PRODUCTS} where f.user_id = $1 and f.product_id = $2`, FAVORITE_PRODUCT_ROW);

/** `$1` the shopper; newest favorite first. */
export const FAVORITE_BRANDS = sqlStatement('curation.favorite-brands', `${SELECT_FAVORITE_BRANDS} where f.user_id = $1 order by f.created_at desc, f.id`, FAVORITE_BRAND_ROW);

/** `$1` the shopper, `$2` the brand. */
export const FAVORITE_BRAND = sqlStatement('curation.favorite-brand', `${SELECT_FAVORITE_BRANDS} where f.user_id = $1 and f.brand_id = $2`, FAVORITE_BRAND_ROW);
