import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { LagTolerantSql, sqlStatement } from '../../../../../shared/application/sql';
import { productSearch } from '../../../domain/product-listing';
import type { ProductListCriteria, ProductPage, ProductView } from '../../catalog-views';
import { PRODUCT_ROW, ProductRow, toProductView } from '../catalog-rows';
import { shopperRules, withAvailability } from '../product-availability';
import { ListProductsQuery, ListProductsResult } from './list-products.query';
import { ListingReader, ProductCountCache, readProductPage, readProductRows } from './product-listing.sql';

/** A count answers the revision it counted at with the total (see ProductCountCache). */
const COUNT_ROW = z.object({ revision: z.string(), total: z.number() });
/** The lexemes a search word stands for (see searchWordsStatement). */
const WORD_ROW = z.object({ word: z.number(), lexemes: z.array(z.string()) });

@QueryHandler(ListProductsQuery)
export class ListProductsHandler implements IQueryHandler<ListProductsQuery, ListProductsResult> {
  private readonly counts = new ProductCountCache();

  constructor(
    private readonly sql: LagTolerantSql,
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

  /** The page, and its total from the page itself, the count cache, or a count (see readProductPage). */
  async listProducts(criteria: ProductListCriteria): Promise<ProductPage> {
    const { rows, total } = await readProductPage(criteria, this.counts, this.reader);
    return { items: rows.map(toProductView), total };
  }

  /** The page alone, when no total is shown (the shop search's product group): nothing is counted. */
  async listProductItems(criteria: ProductListCriteria): Promise<ProductView[]> {
    return (await readProductRows(criteria, this.reader)).rows.map(toProductView);
  }

  private readonly reader: ListingReader<ProductRow> = {
    page: (statement) => this.sql.rows(sqlStatement('catalog.product-page', statement.text, PRODUCT_ROW, { prepared: statement.reusablePlan }), statement.values),
    count: (statement) => this.sql.rows(sqlStatement('catalog.product-count', statement.text, COUNT_ROW, { prepared: statement.reusablePlan }), statement.values),
    words: (statement) => this.sql.rows(sqlStatement('catalog.search-words', statement.text, WORD_ROW, { prepared: statement.reusablePlan }), statement.values),
  };
}
