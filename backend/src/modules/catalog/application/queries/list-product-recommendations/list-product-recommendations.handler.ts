import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { LagTolerantSql, sqlStatement } from '../../../../../shared/application/sql';
import { ProductNotFoundError } from '../../../domain/catalog.errors';
import { MAX_RECOMMENDATIONS } from '../../../domain/product-listing';
import type { ProductView } from '../../catalog-views';
import { PRODUCT_ROW, toProductView } from '../catalog-rows';
import { PRODUCT_COLUMNS } from '../list-products/product-listing.sql';
import { ListedProduct, shopperRules, withAvailability } from '../product-availability';
import { ListProductRecommendationsQuery } from './list-product-recommendations.query';

/**
 * Tiers: same primary category and brand, same primary category, same brand, any shared
 * category; newest first inside a tier. Each tier reads at most `$2` rows through an index. The
 * product itself comes first (isTarget), so an unknown product answers no row at all.
 */
const RECOMMENDATIONS = sqlStatement(
  'catalog.recommendations',
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
  PRODUCT_ROW.extend({ isTarget: z.boolean(), tier: z.number() }),
);

@QueryHandler(ListProductRecommendationsQuery)
export class ListProductRecommendationsHandler implements IQueryHandler<ListProductRecommendationsQuery, ListedProduct[]> {
  constructor(
    private readonly sql: LagTolerantSql,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ productId, state }: ListProductRecommendationsQuery): Promise<ListedProduct[]> {
    const rules = await shopperRules(this.queryBus, state);
    const related = await this.related(productId, MAX_RECOMMENDATIONS);
    if (!related) throw new ProductNotFoundError(productId);
    return related.map((product) => withAvailability(product, rules));
  }

  /** Up to `limit` related products, best first; null when the product itself does not exist. */
  async related(productId: string, limit: number): Promise<ProductView[] | null> {
    const rows = await this.sql.rows(RECOMMENDATIONS, [productId, limit]);
    if (rows.length === 0 || !rows[0].isTarget) return null;
    return rows.slice(1, limit + 1).map(({ isTarget: _target, tier: _tier, ...row }) => toProductView(row));
  }
}
