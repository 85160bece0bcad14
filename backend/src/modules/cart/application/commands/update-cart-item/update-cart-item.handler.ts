import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CartQuantity } from '../../../domain/cart-quantity';
import { CartItemNotFoundError } from '../../../domain/cart.errors';
import { CART_REPOSITORY, CartRepository } from '../../ports/cart-repository.port';
import { UpdateCartItemCommand } from './update-cart-item.command';

/** Sets a line's quantity (the drawer's plus and minus send the new value); one UPDATE, so concurrent changes never interleave. */
@CommandHandler(UpdateCartItemCommand)
export class UpdateCartItemHandler implements ICommandHandler<UpdateCartItemCommand, void> {
  constructor(@Inject(CART_REPOSITORY) private readonly cart: CartRepository) {}

  async execute({ userId, itemId, quantity }: UpdateCartItemCommand): Promise<void> {
    const next = CartQuantity.of(quantity);
    if (!(await this.cart.setQuantity(userId, itemId, next.value))) throw new CartItemNotFoundError();
  }
}
