import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CartQuantity, InvalidCartQuantityError } from '../../../domain/cart-quantity';
import { assertCanAddToCart, CartItemNotFoundError, CartProductNotFoundError } from '../../../domain/cart.errors';
import { CART_REPOSITORY, CartRepository } from '../../ports/cart-repository.port';
import { ChangeCartItemFulfillmentCommand } from './change-cart-item-fulfillment.command';

/**
 * Switches a line's way: refused, saying why, when the product is not offered that way (the same rule as adding
 * it); a line already holding the product that way takes the quantity, so the cart keeps one line per product and way.
 */
@CommandHandler(ChangeCartItemFulfillmentCommand)
export class ChangeCartItemFulfillmentHandler implements ICommandHandler<ChangeCartItemFulfillmentCommand, { itemId: string }> {
  constructor(@Inject(CART_REPOSITORY) private readonly cart: CartRepository) {}

  async execute({ userId, itemId, fulfillmentType }: ChangeCartItemFulfillmentCommand): Promise<{ itemId: string }> {
    const productId = await this.cart.lineProduct(userId, itemId);
    if (!productId) throw new CartItemNotFoundError();
    const product = await this.cart.findProduct(productId);
    if (!product) throw new CartProductNotFoundError();
    assertCanAddToCart(product, fulfillmentType);

    const outcome = await this.cart.moveLine(userId, itemId, fulfillmentType, CartQuantity.MAX);
    if (outcome.kind === 'not-found') throw new CartItemNotFoundError();
    if (outcome.kind === 'over-maximum') {
      throw new InvalidCartQuantityError(`Your cart already holds ${outcome.currentQuantity} of ${product.name} that way, and a cart line holds at most ${CartQuantity.MAX}.`);
    }
    return { itemId: outcome.itemId };
  }
}
