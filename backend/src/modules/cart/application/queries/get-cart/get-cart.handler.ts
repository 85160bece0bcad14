import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../../../../shared/application/sql';
import type { CartLineView } from '../../ports/cart-repository.port';
import { CART_LINE, CART_LINES } from '../cart-lines';
import { GetCartItemQuery, GetCartQuery } from './get-cart.query';

@QueryHandler(GetCartQuery)
export class GetCartHandler implements IQueryHandler<GetCartQuery, CartLineView[]> {
  constructor(private readonly sql: Sql) {}

  execute({ userId }: GetCartQuery): Promise<CartLineView[]> {
    return this.sql.rows(CART_LINES, [userId]);
  }
}

@QueryHandler(GetCartItemQuery)
export class GetCartItemHandler implements IQueryHandler<GetCartItemQuery, CartLineView | null> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId, itemId }: GetCartItemQuery): Promise<CartLineView | null> {
    return (await this.sql.maybeOne(CART_LINE, [userId, itemId])) ?? null;
  }
}
