import { Query } from '@nestjs/cqrs';

/** How many curators, brands and products the shop has (the home page's marketing figures). */
export interface ShopFigures {
  creators: number;
  brands: number;
  products: number;
}

export class GetShopFiguresQuery extends Query<ShopFigures> {}
