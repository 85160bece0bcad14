import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CART_REPOSITORY, CartLineView, CartRepository } from '../../ports/cart-repository.port';
import { GetCartItemQuery, GetCartQuery } from './get-cart.query';

@QueryHandler(GetCartQuery)
export class GetCartHandler implements IQueryHandler<GetCartQuery, CartLineView[]> {
  constructor(@Inject(CART_REPOSITORY) private readonly cart: CartRepository) {}

  execute({ userId }: GetCartQuery): Promise<CartLineView[]> {
    return this.cart.listLines(userId);
  }
}

@QueryHandler(GetCartItemQuery)
export class GetCartItemHandler implements IQueryHandler<GetCartItemQuery, CartLineView | null> {
  constructor(@Inject(CART_REPOSITORY) private readonly cart: CartRepository) {}

  execute({ userId, itemId }: GetCartItemQuery): Promise<CartLineView | null> {
    return this.cart.findLine(userId, itemId);
  }
}
