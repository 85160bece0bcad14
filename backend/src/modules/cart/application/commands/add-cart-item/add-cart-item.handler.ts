import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CartQuantity, InvalidCartQuantityError } from '../../../domain/cart-quantity';
import { assertCanAddToCart, CartProductNotFoundError } from '../../../domain/cart.errors';
import { CART_REPOSITORY, CartRepository } from '../../ports/cart-repository.port';
import { AddCartItemCommand } from './add-cart-item.command';

@CommandHandler(AddCartItemCommand)
export class AddCartItemHandler implements ICommandHandler<AddCartItemCommand, { itemId: string }> {
  constructor(@Inject(CART_REPOSITORY) private readonly cart: CartRepository) {}

  async execute({ userId, productId, fulfillmentType, quantity }: AddCartItemCommand): Promise<{ itemId: string }> {
    const added = CartQuantity.of(quantity);
    const product = await this.cart.findProduct(productId);
    if (!product) throw new CartProductNotFoundError();
    assertCanAddToCart(product, fulfillmentType);

    const outcome = await this.cart.addOrRaise(userId, productId, fulfillmentType, added.value, CartQuantity.MAX);
    if (outcome.kind === 'over-maximum') {
      // Let the value object phrase the refusal; it throws for any sum above the maximum.
      CartQuantity.of(outcome.currentQuantity).plus(added);
      throw new InvalidCartQuantityError(`A cart line holds at most ${CartQuantity.MAX}.`);
    }
    return { itemId: outcome.itemId };
  }
}
