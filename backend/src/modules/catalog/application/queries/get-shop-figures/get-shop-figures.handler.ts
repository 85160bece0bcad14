import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { LagTolerantSql, sqlStatement } from '../../../../../shared/application/sql';
import { GetShopFiguresQuery, ShopFigures } from './get-shop-figures.query';

/** Creators are curation's: counted through its public view. */
const FIGURES = sqlStatement(
  'catalog.shop-figures',
  `select (select count(*) from curation_creators_v where published)::int as "creatorPages", (select count(*) from brands)::int as brands,
          (select count(*) from products)::int as products`,
  z.object({ creatorPages: z.number(), brands: z.number(), products: z.number() }),
);

@QueryHandler(GetShopFiguresQuery)
export class GetShopFiguresHandler implements IQueryHandler<GetShopFiguresQuery, ShopFigures> {
  constructor(private readonly sql: LagTolerantSql) {}

  async execute(): Promise<ShopFigures> {
    const { creatorPages, brands, products } = await this.sql.one(FIGURES);
    return { creators: creatorPages, brands, products };
  }
}
