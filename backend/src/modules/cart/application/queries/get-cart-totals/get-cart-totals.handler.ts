import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CartTotals, computeCartTotals } from '../../../domain/cart-totals';
import { CART_REPOSITORY, CartRepository } from '../../ports/cart-repository.port';
import { cartLineForTotals } from '../../cart-line-for-totals';
import { GetCartTotalsQuery } from './get-cart-totals.query';

@QueryHandler(GetCartTotalsQuery)
export class GetCartTotalsHandler implements IQueryHandler<GetCartTotalsQuery, CartTotals> {
  constructor(@Inject(CART_REPOSITORY) private readonly cart: CartRepository) {}

  async execute({ userId }: GetCartTotalsQuery): Promise<CartTotals> {
    const lines = await this.cart.listLines(userId);
    return computeCartTotals(lines.map(cartLineForTotals));
  }
}
