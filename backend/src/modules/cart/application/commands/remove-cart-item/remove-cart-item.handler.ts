import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CartItemNotFoundError } from '../../../domain/cart.errors';
import { CART_REPOSITORY, CartRepository } from '../../ports/cart-repository.port';
import { RemoveCartItemCommand } from './remove-cart-item.command';

@CommandHandler(RemoveCartItemCommand)
export class RemoveCartItemHandler implements ICommandHandler<RemoveCartItemCommand, void> {
  constructor(@Inject(CART_REPOSITORY) private readonly cart: CartRepository) {}

  async execute({ userId, itemId }: RemoveCartItemCommand): Promise<void> {
    if (!(await this.cart.remove(userId, itemId))) throw new CartItemNotFoundError();
  }
}
