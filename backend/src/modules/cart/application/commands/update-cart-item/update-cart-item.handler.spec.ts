import { newHandler } from '../../../../../../test/support/fake-ports';
import { InvalidCartQuantityError } from '../../../domain/cart-quantity';
import { CartItemNotFoundError } from '../../../domain/cart.errors';
import { UpdateCartItemCommand } from './update-cart-item.command';
import { UpdateCartItemHandler } from './update-cart-item.handler';

describe('UpdateCartItemHandler', () => {
  it("sets the quantity of the shopper's own line", async () => {
    const { handler, ports: [cart] } = newHandler(UpdateCartItemHandler);
    cart.setQuantity.mockResolvedValue(true);
    await handler.execute(new UpdateCartItemCommand('u1', 'line-1', 99));
    expect(cart.setQuantity).toHaveBeenCalledWith('u1', 'line-1', 99);
  });

  it('refuses a quantity outside 1-99 without writing', async () => {
    const { handler, ports: [cart] } = newHandler(UpdateCartItemHandler);
    await expect(handler.execute(new UpdateCartItemCommand('u1', 'line-1', 0))).rejects.toBeInstanceOf(InvalidCartQuantityError);
    expect(cart.setQuantity).not.toHaveBeenCalled();
  });

  it("answers 404 for a line that is not the shopper's", async () => {
    const { handler, ports: [cart] } = newHandler(UpdateCartItemHandler);
    cart.setQuantity.mockResolvedValue(false);
    await expect(handler.execute(new UpdateCartItemCommand('u1', 'someone-elses-line', 2))).rejects.toBeInstanceOf(CartItemNotFoundError);
  });
});
