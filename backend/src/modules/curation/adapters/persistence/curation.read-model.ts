import { Injectable } from '@nestjs/common';
import { isUuid } from '../../../../shared/domain/uuid';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../shared/application/sql';
import type {
  CreatorCollectionView,
  CreatorView,
  CurationReadModel,
  FeedCriteria,
  FeedItemView,
} from '../../application/ports/curation-read-model.port';
import { CREATOR_COLUMNS, CREATOR_ROW } from '../../application/queries/creator-rows';
import { ENDORSEMENT_DISCLOSURES } from '../../domain/feed';

/** A feed row: the endorsement, its creator, and the product's card columns flattened. */
const FEED_ROW = z.object({
  id: z.string(),
  createdAt: z.date(),
  review: z.string().nullable(),
  rating: z.number().nullable(),
  disclosure: z.enum(ENDORSEMENT_DISCLOSURES).nullable(),
  creator: z.object({ id: z.string(), handle: z.string(), name: z.string().nullable(), avatar: z.string().nullable() }),
  productId: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  productName: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  priceCents: z.number(),
  abv: z.string().nullable(),
  size: z.string().nullable(),
  categories: z.array(z.string()),
  available: z.boolean(),
  deliveryAvailable: z.boolean(),
  shippingAvailable: z.boolean(),
});

const ID_ROW = z.object({ id: z.string() });

/** `$2` true: an unpublished page too (its owner editing it). */
const CREATOR_BY_HANDLE = sqlStatement(
  'curation.creator-by-handle',
  `select ${CREATOR_COLUMNS} from creators c where lower(c.handle) = lower($1) and ($2 or c.unpublished_at is null)`,
  CREATOR_ROW,
);

const CREATOR_BY_OWNER = sqlStatement('curation.creator-by-owner', 'select id from creators where user_id = $1', ID_ROW);

/** `$1` the creator: one row per collection (products in the creator's order, only those still in the catalog), or one empty row when it has none; no row when there is no such published creator. */
const CREATOR_COLLECTIONS = sqlStatement(
  'curation.creator-collections',
  `select true as "creatorExists", k.id, k.name, k.description, k.created_at as "createdAt",
     coalesce(listed.ids, '{}') as "productIds", coalesce(cardinality(listed.ids), 0) as "productCount"
   from creators c
   left join collections k on k.creator_id = c.id
   left join lateral (
     select array_agg(i.product_id order by i.position) as ids
     from collection_items i
     join catalog_products_v p on p.id = i.product_id
     where i.collection_id = k.id
   ) listed on true
   where c.id = $1 and c.unpublished_at is null
   order by k.created_at, k.id`,
  z.object({
    creatorExists: z.boolean(),
    id: z.string().nullable(),
    name: z.string().nullable(),
    description: z.string().nullable(),
    createdAt: z.date().nullable(),
    productIds: z.array(z.string()),
    productCount: z.number(),
  }),
);

/** The order of each tab; the id last so that equal rows keep one order. */
const FEED_ORDER: Record<FeedCriteria['tab'], string> = {
  latest: 'e.created_at desc, e.id desc',
  'for-you': 'e.created_at desc, e.id desc',
  popular: 'recent_favorites desc, e.rating desc nulls last, e.created_at desc, e.id desc',
};

/**
 * Curation's reads in plain SQL over its own tables; products and brands come from the catalog's
 * public views catalog_products_v and catalog_brands_v (a product that left the catalog drops out of every list);
 * a recommendation's Gifted or Paid partnership label from brand-campaigns' brand_campaigns_connections_v.
 * An unpublished creator page is in none of these reads (see findCreatorByHandle for its owner's).
 */
@Injectable()
export class SqlCurationReadModel implements CurationReadModel {
  constructor(private readonly sql: Sql) {}

  findCreatorsWithCategories(ids: readonly string[] | null): Promise<(CreatorView & { endorsedCategories: string[] })[]> {
    const values: unknown[] = [];
    const where = ids === null ? 'where c.unpublished_at is null' : `where c.id = any($${values.push(ids.filter(isUuid))}::uuid[])`;
    return this.sql.rows(
      sqlStatement(
        'curation.creators-with-categories',
        `select ${CREATOR_COLUMNS},
              coalesce((select array_agg(distinct category order by category) from endorsements e
                          join catalog_products_v p on p.id = e.product_id, unnest(p.categories) as category
                         where e.creator_id = c.id), '{}') as "endorsedCategories"
         from creators c ${where} order by c.followers desc, c.handle`,
        CREATOR_ROW.and(z.object({ endorsedCategories: z.array(z.string()) })),
      ),
      values,
    );
  }

  async findCreatorByHandle(handle: string, includeUnpublished = false): Promise<CreatorView | null> {
    return (await this.sql.maybeOne(CREATOR_BY_HANDLE, [handle, includeUnpublished])) ?? null;
  }

  async listCreatorCollections(creatorId: string): Promise<CreatorCollectionView[] | null> {
    const rows = await this.sql.rows(CREATOR_COLLECTIONS, [creatorId]);
    if (rows.length === 0) return null;
    return rows.flatMap(({ creatorExists: _exists, id, name, createdAt, ...collection }) => (id === null || name === null || createdAt === null ? [] : [{ id, name, createdAt, ...collection }]));
  }

  async feed(criteria: FeedCriteria): Promise<FeedItemView[]> {
    const values: unknown[] = [criteria.limit];
    const conditions: string[] = ['c.unpublished_at is null'];
    if (criteria.creatorId !== undefined) conditions.push(`e.creator_id = $${values.push(criteria.creatorId)}`);
    if (criteria.tab === 'for-you') {
      conditions.push(`e.creator_id in (select creator_id from follows where shopper_id = $${values.push(criteria.shopperId)})`);
    }
    const popularity =
      criteria.tab === 'popular'
        ? `, (select count(*) from favorites f where f.product_id = e.product_id
             and f.created_at >= now() - make_interval(days => $${values.push(criteria.popularWindowDays)})) as recent_favorites`
        : '';
    const rows = await this.sql.rows(
      sqlStatement(
        'curation.feed',
        `select e.id, e.created_at as "createdAt", e.review, e.rating,
         (select d.disclosure from brand_campaigns_connections_v d where d.creator_id = e.creator_id and d.product_id = e.product_id) as disclosure,
         json_build_object('id', c.id, 'handle', c.handle, 'name', c.name, 'avatar', c.avatar) as creator,
         p.id as "productId", p.brand_id as "brandId", b.name as "brandName", p.name as "productName", p.description,
         p.image, p.price_cents as "priceCents", p.abv, p.size, p.categories, p.available,
         p.delivery_available as "deliveryAvailable", p.shipping_available as "shippingAvailable"${popularity}
       from endorsements e
       join creators c on c.id = e.creator_id
       join catalog_products_v p on p.id = e.product_id
       join catalog_brands_v b on b.id = p.brand_id
       where ${conditions.join(' and ')}
       order by ${FEED_ORDER[criteria.tab]}
       limit $1`,
        FEED_ROW,
      ),
      values,
    );
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      review: row.review,
      rating: row.rating,
      disclosure: row.disclosure,
      creator: row.creator,
      product: {
        id: row.productId,
        brandId: row.brandId,
        brand: { id: row.brandId, name: row.brandName },
        name: row.productName,
        description: row.description,
        image: row.image,
        priceCents: row.priceCents,
        abv: row.abv,
        size: row.size,
        categories: row.categories,
        available: row.available,
        deliveryAvailable: row.deliveryAvailable,
        shippingAvailable: row.shippingAvailable,
      },
    }));
  }

  async findCreatorIdByReference(reference: string): Promise<string | null> {
    const byId = isUuid(reference) ? 'c.id = $2::uuid or ' : '';
    const row = await this.sql.maybeOne(
      sqlStatement(
        'curation.creator-by-reference',
        `select c.id from creators c
        where ${byId}c.utm_code = $1 or lower(c.handle) = lower($1)
        order by (c.utm_code = $1) desc, (lower(c.handle) = lower($1)) desc
        limit 1`,
        ID_ROW,
      ),
      byId ? [reference, reference] : [reference],
    );
    return row?.id ?? null;
  }

  async findCreatorIdByOwner(userId: string): Promise<string | null> {
    const row = await this.sql.maybeOne(CREATOR_BY_OWNER, [userId]);
    return row?.id ?? null;
  }
}
