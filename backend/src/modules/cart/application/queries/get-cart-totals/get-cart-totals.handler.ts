import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../../../../shared/application/sql';
import { CartTotals, computeCartTotals } from '../../../domain/cart-totals';
import { cartLineForTotals } from '../../cart-line-for-totals';
import { CART_LINES } from '../cart-lines';
import { GetCartTotalsQuery } from './get-cart-totals.query';

@QueryHandler(GetCartTotalsQuery)
export class GetCartTotalsHandler implements IQueryHandler<GetCartTotalsQuery, CartTotals> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId }: GetCartTotalsQuery): Promise<CartTotals> {
    const lines = await this.sql.rows(CART_LINES, [userId]);
    return computeCartTotals(lines.map(cartLineForTotals));
  }
}
