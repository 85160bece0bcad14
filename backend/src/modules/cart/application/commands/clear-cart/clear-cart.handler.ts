import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CART_REPOSITORY, CartRepository } from '../../ports/cart-repository.port';
import { ClearCartCommand } from './clear-cart.command';

@CommandHandler(ClearCartCommand)
export class ClearCartHandler implements ICommandHandler<ClearCartCommand, { removed: number }> {
  constructor(@Inject(CART_REPOSITORY) private readonly cart: CartRepository) {}

  async execute({ userId }: ClearCartCommand): Promise<{ removed: number }> {
    return { removed: await this.cart.clear(userId) };
  }
}
