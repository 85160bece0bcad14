import { z } from 'zod';
import type { BrandView, ProductVariantView, ProductView } from '../catalog-views';

/**
 * The row shapes the catalog's read handlers share: a product selected with PRODUCT_COLUMNS
 * (list-products/product-listing.sql.ts) and a brand card selected with BRAND_COLUMNS.
 */

/** Variants as stored in products.variants (jsonb); older rows may lack a description, bad entries are dropped. */
const STORED_VARIANTS = z.array(z.unknown()).nullable();

export const PRODUCT_ROW = z.object({
  id: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  ingredients: z.string().nullable(),
  image: z.string().nullable(),
  priceCents: z.number(),
  abv: z.string().nullable(),
  size: z.string().nullable(),
  upc: z.string().nullable(),
  productLink: z.string().nullable(),
  variants: STORED_VARIANTS,
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  markets: z.array(z.string()),
  available: z.boolean(),
  featured: z.boolean(),
  deliveryAvailable: z.boolean(),
  shippingAvailable: z.boolean(),
  pickupAvailable: z.boolean(),
  deliveryTime: z.string(),
  shippingTime: z.string(),
  deliveryFeeCents: z.number(),
  shippingFeeCents: z.number(),
  freeDeliveryMinCents: z.number(),
  freeShippingMinCents: z.number(),
  createdAt: z.date(),
  rating: z.number().nullable(),
  ratingCount: z.number(),
  /** Listing pages also carry the catalog revision (see ProductCountCache). */
  catalogRevision: z.string().optional(),
  /** The image's description (alt text); only on the product page. */
  imageDescription: z.string().nullable().optional(),
});
export type ProductRow = z.output<typeof PRODUCT_ROW>;

export function toVariantViews(stored: readonly unknown[] | null): ProductVariantView[] {
  if (!Array.isArray(stored)) return [];
  return (stored as { size?: unknown; description?: unknown; priceCents?: unknown }[])
    .filter((variant) => typeof variant?.size === 'string' && Number.isInteger(variant.priceCents))
    .map((variant) => ({
      size: variant.size as string,
      description: typeof variant.description === 'string' ? variant.description : null,
      priceCents: variant.priceCents as number,
    }));
}

export function toProductView(row: ProductRow): ProductView {
  const { brandName, variants, catalogRevision: _revision, ...product } = row;
  return { ...product, brand: { id: row.brandId, name: brandName }, variants: toVariantViews(variants) };
}

/** Endorsements are curation's: the brand card counts them through curation's public view. `$1` is the number of thumbnails. */
export const BRAND_COLUMNS = `b.id, b.name, b.logo, b.images, b.blurb, b.description, b.website, b.categories, b.tags, b.country,
  b.verified, b.created_at as "createdAt",
  (select count(*)::int from products p where p.brand_id = b.id) as "productCount",
  (select count(distinct e.creator_id)::int from curation_endorsements_v e join products p on p.id = e.product_id
     where p.brand_id = b.id) as "recommendedByCount",
  coalesce((select json_object_agg(d.image_path, d.description) from image_descriptions d
     where d.image_path = b.logo or d.image_path = any(b.images)), '{}'::json) as "imageDescriptions",
  coalesce((select json_agg(t) from (
     select p.id, p.name, p.image, p.categories from products p where p.brand_id = b.id
     order by p.featured desc, p.created_at desc, p.id desc limit $1) t), '[]'::json) as "productThumbnails"`;

export const BRAND_ROW: z.ZodType<BrandView> = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  images: z.array(z.string()),
  imageDescriptions: z.record(z.string(), z.string()),
  blurb: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  country: z.string().nullable(),
  verified: z.boolean(),
  productCount: z.number(),
  recommendedByCount: z.number(),
  productThumbnails: z.array(z.object({ id: z.string(), name: z.string(), image: z.string().nullable(), categories: z.array(z.string()) })),
  createdAt: z.date(),
});
