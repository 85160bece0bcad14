import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { LagTolerantSql, sqlStatement } from '../../../../../shared/application/sql';
import { containsPattern, productSearch } from '../../../domain/product-listing';
import { ListProductsHandler } from '../list-products/list-products.handler';
import { SEARCH_RESULTS_PER_GROUP, SearchShopQuery, ShopSearchResult } from './search-shop.query';

/** Names starting with the text first, then by name. `$1` is the contains pattern, `$2` the prefix pattern. */
const BRANDS = sqlStatement(
  'catalog.search-brands',
  `select b.id, b.name, b.logo, (select count(*)::int from products p where p.brand_id = b.id) as "productCount"
     from brands b where lower(b.name) like $1
     order by lower(b.name) like $2 desc, lower(b.name), b.id limit $3`,
  z.object({ id: z.string(), name: z.string(), logo: z.string().nullable(), productCount: z.number() }),
);

/** Creators are curation's: read through its public view, published pages only. Handles starting with the text first. */
const CREATORS = sqlStatement(
  'catalog.search-creators',
  `select c.id, c.handle, c.name, c.avatar from curation_creators_v c
     where c.published and (lower(c.handle) like $1 or lower(c.name) like $1)
     order by lower(c.handle) like $2 or lower(c.name) like $2 desc, lower(c.handle), c.id limit $3`,
  z.object({ id: z.string(), handle: z.string(), name: z.string().nullable(), avatar: z.string().nullable() }),
);

@QueryHandler(SearchShopQuery)
export class SearchShopHandler implements IQueryHandler<SearchShopQuery, ShopSearchResult> {
  constructor(
    private readonly sql: LagTolerantSql,
    private readonly products: ListProductsHandler,
  ) {}

  async execute({ text }: SearchShopQuery): Promise<ShopSearchResult> {
    const pattern = containsPattern(text);
    const prefix = pattern.slice(1);
    const [products, brands, creators] = await Promise.all([
      this.products.listProductItems({ search: productSearch(text), limit: SEARCH_RESULTS_PER_GROUP, offset: 0 }),
      this.sql.rows(BRANDS, [pattern, prefix, SEARCH_RESULTS_PER_GROUP]),
      this.sql.rows(CREATORS, [pattern, prefix, SEARCH_RESULTS_PER_GROUP]),
    ]);
    return { products, brands, creators };
  }
}
