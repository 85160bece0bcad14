import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { productSearch } from '../../../domain/product-listing';
import type { ProductListCriteria, ProductPage } from '../../catalog-views';
import { PRODUCT_ROW, toProductView } from '../catalog-rows';
import { shopperRules, withAvailability } from '../product-availability';
import { ListProductsQuery, ListProductsResult } from './list-products.query';
import { ListingStatement, ProductCountCache, productPageStatement, productTotal } from './product-listing.sql';

/** A count answers the revision it counted at with the total (see ProductCountCache). */
const COUNT_ROW = z.object({ revision: z.string(), total: z.number() });

@QueryHandler(ListProductsQuery)
export class ListProductsHandler implements IQueryHandler<ListProductsQuery, ListProductsResult> {
  private readonly counts = new ProductCountCache();

  constructor(
    private readonly sql: Sql,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ filters }: ListProductsQuery): Promise<ListProductsResult> {
    const rules = await shopperRules(this.queryBus, filters.state);
    const page = await this.listProducts({
      category: filters.category,
      brandId: filters.brandId,
      featured: filters.featured,
      search: filters.search === undefined ? undefined : productSearch(filters.search),
      selection: filters.selection,
      limit: filters.limit,
      offset: filters.offset,
    });
    return { items: page.items.map((product) => withAvailability(product, rules)), total: page.total };
  }

  /** The page, and its total from the page itself, the count cache, or a count (see productTotal). */
  async listProducts(criteria: ProductListCriteria): Promise<ProductPage> {
    const page = productPageStatement(criteria);
    const rows = await this.sql.rows(sqlStatement('catalog.product-page', page.text, PRODUCT_ROW, { prepared: page.reusablePlan }), page.values);
    const total = await productTotal(criteria, rows, this.counts, (count: ListingStatement) =>
      this.sql.rows(sqlStatement('catalog.product-count', count.text, COUNT_ROW, { prepared: count.reusablePlan }), count.values),
    );
    return { items: rows.map(toProductView), total };
  }
}
