import { Injectable } from '@nestjs/common';
import { FreshSharedRead } from '../../../../shared/infrastructure/database/fresh-shared-read';
import { SqlReader } from '../../../../shared/infrastructure/database/sql-reader';
import type { BrandCriterion } from '../../domain/brand-filter';
import type {
  BrandView,
  CatalogReadModel,
  ProductListCriteria,
  ProductPage,
  CatalogCounts,
  ProductTableRow,
  ProductVariantView,
  ProductView,
  PurchasableProduct,
} from '../../application/ports/catalog-read-model.port';
import {
  CATALOG_REVISION_STATEMENT,
  PRODUCT_COLUMNS,
  PRODUCT_ORDER,
  ProductCountCache,
  productPageStatement,
  productTotal,
  SqlStatement,
} from './product-listing.sql';

/** A row selected with PRODUCT_COLUMNS. */
export interface ProductRow extends Omit<ProductView, 'brand' | 'variants'> {
  brandName: string;
  variants: StoredVariant[] | null;
  /** Listing pages also carry the catalog revision (see ProductCountCache). */
  catalogRevision?: string;
}

/** Variants as stored in products.variants (jsonb); older rows may lack a description. */
interface StoredVariant {
  size?: unknown;
  description?: unknown;
  priceCents?: unknown;
}

export function toVariantViews(stored: StoredVariant[] | null): ProductVariantView[] {
  if (!Array.isArray(stored)) return [];
  return stored
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

/** Endorsements are curation's: the brand card counts them through curation's public view. */
const BRAND_COLUMNS = `b.id, b.name, b.logo, b.images, b.blurb, b.description, b.website, b.categories, b.tags, b.country,
  b.verified, b.created_at as "createdAt",
  (select count(*)::int from products p where p.brand_id = b.id) as "productCount",
  (select count(distinct e.creator_id)::int from curation_endorsements_v e join products p on p.id = e.product_id
     where p.brand_id = b.id) as "recommendedByCount",
  coalesce((select json_object_agg(d.image_path, d.description) from image_descriptions d
     where d.image_path = b.logo or d.image_path = any(b.images)), '{}'::json) as "imageDescriptions",
  coalesce((select json_agg(t) from (
     select p.id, p.name, p.image, p.categories from products p where p.brand_id = b.id
     order by p.featured desc, p.created_at desc, p.id desc limit $1) t), '[]'::json) as "productThumbnails"`;

@Injectable()
export class SqlCatalogReadModel implements CatalogReadModel {
  private readonly counts = new ProductCountCache();
  /** Read on every listing request (see ProductPageCache): concurrent requests share fresh reads. */
  private readonly revision = new FreshSharedRead(async () => {
    const [row] = await this.run<{ revision: string }>(CATALOG_REVISION_STATEMENT);
    return row.revision;
  });

  constructor(private readonly sql: SqlReader) {}

  async listProducts(criteria: ProductListCriteria): Promise<ProductPage> {
    const rows = await this.run<ProductRow>(productPageStatement(criteria));
    const total = await productTotal(criteria, rows, this.counts, (statement) => this.run(statement));
    return { items: rows.map(toProductView), total };
  }

  catalogRevision(): Promise<string> {
    return this.revision.get();
  }

  private run<T>(statement: SqlStatement): Promise<T[]> {
    return statement.reusablePlan ? this.sql.preparedRows<T>(statement.text, statement.values) : this.sql.rows<T>(statement.text, statement.values);
  }

  async findProduct(productId: string): Promise<ProductView | null> {
    const [row] = await this.sql.rows<ProductRow>(
      `select ${PRODUCT_COLUMNS}, (select d.description from image_descriptions d where d.image_path = p.image) as "imageDescription"
         from products p join brands b on b.id = p.brand_id where p.id = $1`,
      [productId],
    );
    return row ? toProductView(row) : null;
  }

  /**
   * Tiers: same primary category and brand, same primary category, same brand, any shared
   * category; newest first inside a tier. Each tier reads at most `limit` rows through an index.
   */
  async listRecommendations(productId: string, limit: number): Promise<ProductView[] | null> {
    const rows = await this.sql.rows<ProductRow & { isTarget: boolean }>(
      `with target as (select id, brand_id, categories, categories[1] as category from products where id = $1),
       candidates as (
         (select p.id, 1 as tier from products p, target t
           where p.categories @> array[t.category] and p.categories[1] = t.category and p.brand_id = t.brand_id and p.id <> t.id
           order by p.created_at desc, p.id desc limit $2)
         union all
         (select p.id, 2 from products p, target t
           where p.categories @> array[t.category] and p.categories[1] = t.category and p.id <> t.id
           order by p.created_at desc, p.id desc limit $2)
         union all
         (select p.id, 3 from products p, target t where p.brand_id = t.brand_id and p.id <> t.id
           order by p.created_at desc, p.id desc limit $2)
         union all
         (select p.id, 4 from products p, target t where p.categories && t.categories and p.id <> t.id
           order by p.created_at desc, p.id desc limit $2)
       ),
       ranked as (select id, min(tier) as tier from candidates group by id)
       select ${PRODUCT_COLUMNS}, false as "isTarget", r.tier from ranked r
         join products p on p.id = r.id join brands b on b.id = p.brand_id
       union all
       select ${PRODUCT_COLUMNS}, true, 0 from target t join products p on p.id = t.id join brands b on b.id = p.brand_id
       order by "isTarget" desc, tier, "createdAt" desc, id desc`,
      [productId, limit],
    );
    if (rows.length === 0 || !rows[0].isTarget) return null;
    return rows
      .slice(1, limit + 1)
      .map(({ isTarget: _target, tier: _tier, ...row }: ProductRow & { isTarget: boolean; tier?: number }) => toProductView(row));
  }

  async listBrands(criterion: BrandCriterion | null, thumbnails: number): Promise<BrandView[]> {
    const values: unknown[] = [thumbnails];
    let where = '';
    if (criterion?.kind === 'tag') where = `where $${values.push(criterion.tag)} = any(b.tags)`;
    if (criterion?.kind === 'country') where = `where b.country = $${values.push(criterion.country)}`;
    if (criterion?.kind === 'not-country') where = `where b.country is not null and b.country <> $${values.push(criterion.country)}`;
    return this.sql.rows<BrandView>(`select ${BRAND_COLUMNS} from brands b ${where} order by lower(b.name), b.id`, values);
  }

  async findBrand(brandId: string, thumbnails: number): Promise<BrandView | null> {
    const [row] = await this.sql.rows<BrandView>(`select ${BRAND_COLUMNS} from brands b where b.id = $2`, [thumbnails, brandId]);
    return row ?? null;
  }

  async findPurchasableProducts(productIds: readonly string[]): Promise<PurchasableProduct[]> {
    const rows = await this.sql.rows<Omit<PurchasableProduct, 'variants'> & { variants: StoredVariant[] | null }>(
      `select p.id, p.brand_id as "brandId", p.name, p.image, p.price_cents as "priceCents", p.variants, p.markets,
         p.available, p.delivery_available as "deliveryAvailable", p.shipping_available as "shippingAvailable",
         p.pickup_available as "pickupAvailable", p.delivery_time as "deliveryTime", p.shipping_time as "shippingTime",
         p.delivery_fee_cents as "deliveryFeeCents", p.shipping_fee_cents as "shippingFeeCents",
         p.free_delivery_min_cents as "freeDeliveryMinCents", p.free_shipping_min_cents as "freeShippingMinCents"
       from products p where p.id = any($1::uuid[])`,
      [productIds],
    );
    return rows.map((row) => ({ ...row, variants: toVariantViews(row.variants) }));
  }

  async countBrandsAndProducts(): Promise<CatalogCounts> {
    const [row] = await this.sql.rows<CatalogCounts>(
      'select (select count(*) from brands)::int as brands, (select count(*) from products)::int as products',
    );
    return row;
  }

  async listProductRows({ offset, limit }: { offset: number; limit: number }): Promise<{ items: ProductTableRow[]; total: number }> {
    const [items, [{ total }]] = await Promise.all([
      this.sql.rows<ProductTableRow>(
        `select p.id, p.name, b.name as "brandName", p.categories[1] as "firstCategory", p.price_cents as "priceCents",
                p.delivery_available as "deliveryAvailable", p.created_at as "createdAt"
           from products p join brands b on b.id = p.brand_id
          order by ${PRODUCT_ORDER}
          limit $1 offset $2`,
        [limit, offset],
      ),
      this.sql.rows<{ total: number }>('select count(*)::int as total from products'),
    ]);
    return { items, total };
  }
}
